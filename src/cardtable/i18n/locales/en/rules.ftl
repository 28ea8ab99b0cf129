# rules: the frame of every game's rules in force (i18n/rules.py); the rules themselves are in
# each family's domain, <family>-rules-*

rules-options = Options (value in force, allowed values, default, effect, source):
rules-option = { $label } ({ $setting_code }) [{ $allowed_code }; default { $default_code }] { $source_code }
rules-allowed-flag = on or off
rules-allowed-range = a whole number from { $low } to { $high }
rules-allowed-choice = one of { $values_code }
rules-presets = Presets:
rules-preset = { $name_code }: { $doc }
rules-actions = Actions: { $help }
rules-deal_order = Deal order for deck=: { $order }
