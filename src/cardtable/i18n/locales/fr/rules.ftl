# rules: français

rules-options = Options (valeur en vigueur, valeurs permises, valeur par défaut, effet, source) :
rules-option = { $label } ({ $setting_code }) [{ $allowed_code } ; par défaut { $default_code }] { $source_code }
rules-allowed-flag = on (activé) ou off (désactivé)
rules-allowed-range = un nombre entier de { $low } à { $high }
rules-allowed-choice = l’une des valeurs { $values_code }
rules-presets = Préréglages :
rules-preset = { $name_code } : { $doc }
rules-actions = Actions : { $help }
rules-deal_order = Ordre de distribution pour deck= : { $order }
