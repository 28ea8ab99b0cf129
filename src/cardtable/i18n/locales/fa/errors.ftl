# errors: پیام‌هایی که هنگام رد شدن یک پیام به بازیکن نشان داده می‌شود

errors-server-bad_json = پیام خوانده نشد.
errors-server-too_large = پیام بیش از اندازه بلند است.
errors-server-invalid = این پیام برای میز فهمیدنی نیست.
errors-server-unknown_type = این پیام برای میز فهمیدنی نیست.
errors-server-hello_first = اتصال هنوز آماده نیست؛ دوباره بکوشید.
errors-server-bad_token = این پیوند یا جا دیگر از آن شما نیست: دوباره به میز بپیوندید.
errors-server-not_seated = تماشاگران نمی‌توانند بازی کنند؛ برای بازی بنشینید.
errors-server-not_host = تنها میزبان میز می‌تواند این کار را بکند.
errors-server-not_playing = اکنون بازی‌ای سر این میز در جریان نیست.
errors-server-stale = کس دیگری زودتر بازی کرد: به میز نگاه کنید و دوباره بازی کنید.
errors-server-illegal = این حرکت اکنون مجاز نیست.
errors-server-rate_limited = پیام‌ها بیش از اندازه پشت سر هم است: کمی آرام‌تر.
errors-server-storage = حرکت ذخیره نشد؛ چیزی تغییر نکرد. دوباره بکوشید.
errors-server-no_table = میزی با این کد نیست.
errors-server-table_full = این میز (یا این جا) دیگر جای اتصال تازه ندارد.

errors-illegal-not_legal_now = این حرکت اکنون از حرکت‌های مجاز شما نیست
errors-illegal-match_over = بازی تمام شده است
errors-illegal-say_who = اکنون چند بازیکن می‌توانند حرکت کنند ({ $seats })؛ بگویید کدام
errors-illegal-not_your_turn = نوبت بازیکن { $seat } نیست ({ $count ->
    [0] نوبت هیچ‌کس نیست
   *[other] نوبت بازیکن { $actors } است
})
errors-illegal-foreign_action = { $action } با کد { $code } حرکتی از بازی { $game } نیست؛ یک Action از legal_actions() یا متن حرکت را بدهید
errors-illegal-not_an_action = حرکت یک Action از legal_actions() یا متن آن است، نه { $type } { $value }
errors-illegal-not_text = متن حرکت باید رشته (str) باشد، نه { $type }
errors-illegal-too_long = متن حرکت حداکثر { $limit } نویسه است، نه { $length }
errors-illegal-not_a_seat = { $who } جایی سر این میز نیست؛ جاها از ۰ تا { $last } هستند
errors-options-flag = { $option } باید on (روشن) یا off (خاموش) باشد
errors-options-range = { $option } باید عددی درست از { $low } تا { $high } باشد
errors-options-choice = { $option } باید یکی از این‌ها باشد: { $values }
errors-options-preset = پیش‌تنظیم‌ها: { $presets }
errors-options-no_presets = این بازی پیش‌تنظیمی ندارد
errors-options-unknown = گزینه‌ای به نام { $option } نیست؛ گزینه‌ها: { $known }
errors-options-alias_clash = { $option } نام دیگر { $real } است که پیش‌تر با { $given }={ $value } داده شده؛ یک مقدار بدهید
errors-options-seed = seed عددی درست از ‎-2**63 تا 2**64-1 است
errors-refused = «{ $tried_code }» مجاز نیست: { $why }.
errors-refused-legal = حرکت‌های مجاز اکنون: { $legal }
errors-bad_option = گزینهٔ { $option } = { $value } پذیرفته نیست: { $why }.
errors-unknown_game = بازی‌ای به نام { $name_code } نداریم؛ بازی‌ها: { $games_code }
