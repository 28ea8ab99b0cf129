# rules: فارسی

rules-options = گزینه‌ها (مقدار کنونی، مقدارهای مجاز، پیش‌فرض، اثر، منبع):
rules-option = { $label } ({ $setting_code }) [{ $allowed_code }؛ پیش‌فرض { $default_code }] { $source_code }
rules-allowed-flag = on (روشن) یا off (خاموش)
rules-allowed-range = عددی درست از { $low } تا { $high }
rules-allowed-choice = یکی از { $values_code }
rules-presets = پیش‌تنظیم‌ها:
rules-preset = پیش‌تنظیم { $name_code }: { $doc }
rules-actions = حرکت‌ها: { $help }
rules-deal_order = ترتیب پخش برای deck=: { $order }
