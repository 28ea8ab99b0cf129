# golfp: فارسی (گلف با کارت‌های قدرت)

golfp-status-setup = بازیکن { $seat } به کارت‌های آغازش نگاه می‌کند
golfp-status-start = نوبت برداشتن بازیکن { $seat }
golfp-status-hold = بازیکن { $seat } کارتی برداشته در دست دارد
golfp-status-power = بازیکن { $seat } قدرت کارت را به پایان می‌برد
golfp-status-select = بازیکن { $seat } کارت‌ها را نامزد می‌کند
golfp-status-give = بازیکن { $seat } کارتی برای جای خالی می‌دهد
golfp-status-end_turn = بازیکن { $seat } می‌تواند اعلام کند
golfp-status-wait = امتیاز این دور شمرده می‌شود
golfp-status-window_snap = هر کس می‌تواند کارتی برابر با { $card } بزند
golfp-status-window_claim = هر کس می‌تواند کارتی برابر با { $card } ادعا کند
golfp-status-over = بازی تمام شد
golfp-prompt-setup = کارتی را برای نگاه کردن برگزینید
golfp-prompt-start = از دسته بردارید یا کارت روی زمین را بگیرید
golfp-prompt-hold = یکی از کارت‌هایتان را جایگزین کنید، از قدرت کارت بهره ببرید، یا دور بیندازید
golfp-prompt-power = قدرت را به پایان ببرید: جابه‌جا کنید یا نگه دارید
golfp-prompt-select = کارت‌های بیشتری نامزد کنید، یا رو کنید
golfp-prompt-give = یکی از کارت‌هایتان را برای جای خالی بدهید
golfp-prompt-end_turn = اعلام کنید، یا نوبتتان را تمام کنید
golfp-prompt-wait = بزنید، ادعا کنید یا پاس دهید
golfp-prompt-over = بازی تمام شد
golfp-prompt-window_snap = کارتی از خودتان برابر با { $card } بزنید، یا پاس دهید
golfp-prompt-window_claim = کارتی برابر با { $card } ادعا کنید، یا پاس دهید
golfp-badge-called = اعلام کرد
golfp-badge-final_turn = نوبت آخر مانده
golfp-badge-penalties = +{ $points } جریمه
golfp-badge-may_snap = می‌تواند بزند
golfp-badge-may_claim = می‌تواند ادعا کند
golfp-zone-layout = کارت‌های بازیکن { $seat }
golfp-zone-cards = { $count } کارت
golfp-zone-value = ارزش { $value }
golfp-zone-stock = دسته
golfp-zone-discard = کارت‌های زمین
golfp-zone-held = برداشتهٔ بازیکن { $seat }
golfp-held-from_stock = از دسته
golfp-held-from_discard = از زمین
golfp-held-from_discard_power = از زمین، برای قدرتش
golfp-action-draw_stock = از دسته بردار
golfp-action-draw_discard = { $card } را بردار
golfp-action-use_discard = از قدرت { $card } بهره ببر
golfp-action-discard = { $card } را دور بینداز
golfp-action-done = نوبتت را تمام کن
golfp-action-pass = پاس
golfp-action-reveal = کارت‌های نامزد را رو کن
golfp-action-keep = همان‌طور نگه دار
golfp-action-swap_looked = دو کارت را جابه‌جا کن
golfp-action-call = اعلام کن: { $word }
golfp-action-shuffle = کارت‌های بازیکن { $seat } را بُر بزن
golfp-action-replace = کارت { $slot } خودت را جایگزین کن
golfp-action-multi = کارت { $slot } خودت را نامزد کن
golfp-action-give = کارت { $slot } خودت را بده
golfp-action-snap = کارت { $slot } خودت را بزن
golfp-action-peek = به کارت { $slot } بازیکن { $seat } نگاه کن
golfp-action-look = به کارت { $slot } بازیکن { $seat } نگاه کن
golfp-action-match = کارت { $slot } بازیکن { $seat } را نامزد کن
golfp-action-claim = کارت { $slot } بازیکن { $seat } را ادعا کن
golfp-action-swap = دو کارت را جابه‌جا کن
golfp-action-swap_confirm = جابه‌جایشان کن
golfp-action-look_two = به کارت خودت و کارت یک حریف نگاه کن
golfp-action-look_confirm = به آن‌ها نگاه کن
golfp-fact-memory = حافظه
golfp-memory-human = آنچه دیدید را به یاد بسپارید
golfp-memory-perfect = هر کارتی که دیدید نمایان می‌ماند
golfp-fact-final_turns = نوبت‌های آخر
golfp-final-called = بازیکن { $seat } اعلام کرد
golfp-fact-window_snap = فرصت زدن باز است
golfp-fact-window_claim = فرصت ادعا باز است
golfp-log-hand_over = دور { $hand } تمام شد
golfp-log-multi_succeeds = جایگزینی چندتایی درست بود: { $cards } دور انداخته شد
golfp-log-multi_fails = جایگزینی چندتایی نادرست بود: { $cards } می‌مانند و کارت در دست هم افزوده می‌شود
golfp-log-snapped = { $card } را می‌زند
golfp-log-wrong_snap = { $card } را نادرست می‌زند: برمی‌گردد
golfp-log-matched = { $card } را ادعا می‌کند: جور است
golfp-log-no_match_penalty = { $card } را ادعا می‌کند: جور نیست، برمی‌گردد، +۱۰ جریمه
golfp-log-no_match = { $card } را ادعا می‌کند: جور نیست، برمی‌گردد
golfp-log-reshuffle = کارت‌های زمین بُر خورد و دستهٔ تازه‌ای از { $count } کارت شد
golfp-log-exhausted = دسته و کارت‌های زمین تمام شده‌اند
golfp-log-penalty_skipped = کارتی در دسته برای جریمه نمانده است
golfp-log-nothing_to_give = کارتی برای دادن ندارد: جاهای خالی برداشته می‌شوند
golfp-log-match_result = نامزدها: { $cards } { $count ->
    [one] جور است
   *[other] جورند
}؛ { $other_cards } { $other_count ->
    [one] جور نیست
   *[other] جور نیستند
}
golfp-log-match_all = نامزدها: { $cards } { $count ->
    [one] جور است
   *[other] جورند
}
golfp-log-match_none = نامزدها: { $other_cards } { $other_count ->
    [one] جور نیست
   *[other] جور نیستند
}
golfp-log-draw_discard_card = { $card } را از زمین برمی‌دارد
golfp-log-draw_stock = از دسته برمی‌دارد
golfp-log-discard_card = { $card } را دور می‌اندازد
golfp-log-replace_card = کارت { $slot } خودش را جایگزین می‌کند و { $card } را دور می‌اندازد
golfp-log-use_discard_card = از قدرت { $card } بهره می‌برد
golfp-log-done = نوبتش را تمام می‌کند
golfp-log-pass = پاس می‌دهد
golfp-log-reveal = کارت‌های نامزد را رو می‌کند
golfp-log-keep = نگه می‌دارد
golfp-log-swap = دو کارت را جابه‌جا می‌کند
golfp-log-call = اعلام می‌کند: { $word }
golfp-log-multi = کارت { $slot } خودش را نامزد می‌کند
golfp-log-give = کارت { $slot } خودش را می‌دهد
golfp-log-snap = کارت { $slot } خودش را می‌زند
golfp-log-peek = به کارت { $slot } بازیکن { $seat } نگاه می‌کند
golfp-log-peek_seen = به کارت { $slot } بازیکن { $seat } نگاه می‌کند: { $card }
golfp-log-look = به کارت { $slot } بازیکن { $seat } نگاه می‌کند
golfp-log-look_seen = به کارت { $slot } بازیکن { $seat } نگاه می‌کند: { $card }
golfp-log-match = کارت { $slot } بازیکن { $seat } را نامزد می‌کند
golfp-log-claim = کارت { $slot } بازیکن { $seat } را ادعا می‌کند
golfp-log-shuffle = کارت‌های بازیکن { $seat } را بُر می‌زند
golfp-log-swap_two = کارت { $slot } بازیکن { $seat } را با کارت { $other_slot } بازیکن { $other_seat } جابه‌جا می‌کند
golfp-log-look_two = به کارت { $slot } بازیکن { $seat } و کارت { $other_slot } بازیکن { $other_seat } نگاه می‌کند
golfp-result-layout_value = ارزش کارت‌ها
golfp-result-penalties = جریمه‌ها
golfp-result-caller_lowest = بازیکن { $seat } اعلام کرد و کمترین است
golfp-result-caller_not_lowest = بازیکن { $seat } اعلام کرد و کمترین نیست
golfp-result-adjustment = تعدیل
golfp-result-hand_score = امتیاز این دور
golfp-note-called = بازیکن { $seat } با { $value } اعلام کرد
golfp-note-leads_next = بازیکن { $seat } کمترین چیدمان را دارد و دور بعد را آغاز می‌کند
golfp-title-cabo = کابو (گلف با کارت‌های قدرت)
golfp-summary-cabo = ۴ کارت به پشت؛ ۷ و ۸ نگاه، ۹ و ۱۰ جاسوسی، سرباز و بی‌بی جابه‌جایی؛ کارت برداشته را با هر کارت روی میز جور کنید؛ «کابو» بگویید؛ تا ۱۰۰.
golfp-title-cactus = کاکتوس (گلف با کارت‌های قدرت)
golfp-summary-cactus = ۴ کارت به پشت، بی کارت رو؛ ۶ تا ۸ نگاه، ۹ تا سرباز جاسوسی، بی‌بی جابه‌جایی؛ هر لحظه کارت برابر را بزنید؛ «کاکتوس» بگویید؛ تا ۱۰۰.
golfp-title-cumbia = کومبیا (گلف با کارت‌های قدرت)
golfp-summary-cumbia = ۴ کارت به پشت؛ ۴ تا ۷، ۱۰ و سرباز قدرت دارند و هرگز گذاشته نمی‌شوند؛ پس از هر دور انداختن هر کس کارت جور را ادعا می‌کند؛ «کومبیا» بگویید؛ ۷ پخش.
golfp-title-dacz = داچ (گلف با کارت‌های قدرت)
golfp-summary-dacz = ۴ کارت به پشت در یک ردیف، به دو تا نگاه کنید؛ سرباز جابه‌جایی، بی‌بی نگاه؛ «داچ» بگویید؛ اعلام‌کننده اگر ببازد ۱۰ و اگر مساوی شود ۵ می‌افزاید؛ تا ۱۰۰.
golfp-title-malaysian = مالزیایی (گلف با کارت‌های قدرت)
golfp-summary-malaysian = ۴ کارت به پشت، به دو تا نگاه کنید؛ سرباز، بی‌بی، شاه و ژوکر قدرت دارند؛ تا تمام شدن دسته بازی کنید؛ کمترین چیدمان می‌برد.
golfp-title-pablo = پابلو (گلف با کارت‌های قدرت)
golfp-summary-pablo = ۴ کارت به پشت؛ ۷ نگاه و جابه‌جایی، ۸ نگاه؛ چند کارت برابر را با هم جایگزین کنید؛ در پایان نوبت «پابلو» بگویید؛ تا ۱۰۰.

# قانون‌های بازی (text.rules_paragraphs)
golfp-rules-intro = کتاب قانون: golf.md { $section }؛ { $count } بازیکن.
golfp-rules-deck = کارت‌ها: یک بستهٔ ۵۲ کارتی{ $jokers ->
    [0] {""}
   *[other] {" "}و { $jokers } ژوکر
}. به هر بازیکن چهار کارت به پشت داده می‌شود{ $up ->
    [on] ، سپس یک کارت رو، کارت‌های زمین را آغاز می‌کند.
   *[off] ؛ کارت رویی در کار نیست: بازیکن نخست باید از دسته بردارد.
}
golfp-rules-peek = پیش از بازی هر بازیکن به دو کارت خودش نگاه می‌کند: { $peek ->
    [nearest_two] دو کارتِ نزدیک‌تر به خودش (کارت‌های ۳ و ۴).
   *[any_two] هر دو کارتی که خودش برگزیند.
}
golfp-rules-turn = در نوبت خود کارت رویی دسته (که تنها شما می‌بینید) یا کارت روی زمین را بردارید، سپس آن را بی آنکه نخست به کارت جایش نگاه کنید به جای یکی از کارت‌هایتان بگذارید (کارت پیشین رو به زمین انداخته می‌شود)، یا آن را دور بیندازید (تنها کارتی که از دسته برداشته‌اید).
golfp-rules-memory = همه می‌بینند به کدام کارت‌ها نگاه می‌شود و کدام‌ها جابه‌جا می‌شوند، ولی هرگز روی کارت به‌پشتی را که جابه‌جا می‌شود نمی‌بینند. { $memory ->
    [perfect] حافظهٔ کامل: هر کارتی که می‌شناسید برایتان نمایان می‌ماند.
   *[human] حافظهٔ انسانی: کارتی که به آن نگاه می‌کنید (یا برمی‌دارید و می‌گذارید) تا حرکت بعدی‌تان نمایان می‌ماند؛ آن را به یاد بسپارید.
}
golfp-rules-unseen_only = replace_scope=unseen_at_start_only: تنها کارتی را می‌توانید جایگزین کنید که در آغاز دور به آن نگاه نکرده‌اید.
golfp-rules-values-malaysian = ارزش کارت‌ها: آس ۱، ۲ تا ۱۰ به اندازهٔ عددشان، سرباز ۱۰، بی‌بی ۱۰، شاه ۱۰، ژوکر ۱۰.
golfp-rules-values-pablo = ارزش کارت‌ها: آس ۱، ۲ تا ۱۰ به اندازهٔ عددشان، سرباز ۱۰، بی‌بی ۱۰، شاه ۱۰، ژوکر منفی ۵.
golfp-rules-values-cumbia = ارزش کارت‌ها: آس ۱، ۲ تا ۱۰ به اندازهٔ عددشان جز دو خشت که منفی ۱۰ است، سرباز ۱۱، بی‌بی ۱۲، شاه‌های سیاه (پیک و گشنیز) ۰، شاه‌های قرمز (دل و خشت) منفی ۵.
golfp-rules-values-cabo = ارزش کارت‌ها: آس ۱، ۲ تا ۱۰ به اندازهٔ عددشان، سرباز ۱۱، بی‌بی ۱۲، شاه ۱۳ جز شاه خشت که ۰ است.
golfp-rules-values-cactus = ارزش کارت‌ها: آس ۱، ۲ تا ۱۰ به اندازهٔ عددشان، سرباز ۱۰، بی‌بی ۱۰، شاه ۰.
golfp-rules-values-dacz = ارزش کارت‌ها: آس ۱، ۲ تا ۱۰ به اندازهٔ عددشان، سرباز ۱۱، بی‌بی ۱۲، شاه‌های سیاه (پیک و گشنیز) ۱۳، شاه‌های قرمز (دل و خشت) ۰.
golfp-rules-powers-malaysian = قدرت‌ها، تنها برای کارتی که از دسته برداشته شده (به دلخواه؛ کارت سپس دور انداخته می‌شود). سرباز: به یکی از کارت‌های خودتان نگاه کنید. بی‌بی: به یک کارت حریف نگاه کنید. شاه: یکی از کارت‌هایتان را با کارتی از حریف جابه‌جا کنید، بی آنکه کسی نگاه کند. ژوکر: کارت‌های یک حریف را بُر بزنید: دیگر کسی نمی‌داند کدام کارتش کجاست.
golfp-rules-powers-pablo = قدرت‌ها، تنها برای کارتی که از دسته برداشته شده (به دلخواه؛ کارت سپس دور انداخته می‌شود). ۷: به یک کارت حریف نگاه کنید، سپس { $seven ->
    [optional_after_look] اگر خواستید آن را
   *[mandatory_after_look] آن را
} بی آنکه به کارت خودتان نگاه کنید با یکی از کارت‌هایتان جابه‌جا کنید. ۸: به هر کارتی روی میز (از خودتان یا از حریف) نگاه کنید.
golfp-rules-powers-cumbia = قدرت‌ها، تنها برای کارتی که از دسته برداشته شده (به دلخواه؛ کارت سپس دور انداخته می‌شود). ۴ یا ۵: به یکی از کارت‌های خودتان نگاه کنید. ۶ یا ۷: به یک کارت حریف نگاه کنید. ۱۰: { $ten ->
    [two_of_one_opponent] دو کارت یک حریف را با هم جابه‌جا کنید
   *[any_two_any_players] هر دو کارتی را روی میز (از هر بازیکنی) با هم جابه‌جا کنید
}، بی آنکه کسی نگاه کند. سرباز: به یکی از کارت‌های خودتان و یکی از کارت‌های حریف نگاه کنید، سپس اگر خواستید آن دو را جابه‌جا کنید.
golfp-rules-powers-cabo = قدرت‌ها، تنها برای کارتی که از دسته برداشته شده (به دلخواه؛ کارت سپس دور انداخته می‌شود). ۷ یا ۸: به یکی از کارت‌های خودتان نگاه کنید. ۹ یا ۱۰: به یک کارت حریف نگاه کنید. سرباز یا بی‌بی: هر دو کارتی را روی میز (از هر بازیکنی) با هم جابه‌جا کنید، بی آنکه کسی نگاه کند.
golfp-rules-powers-cactus = قدرت‌ها، تنها برای کارتی که از دسته برداشته شده (به دلخواه؛ کارت سپس دور انداخته می‌شود). ۶، ۷ یا ۸: به یکی از کارت‌های خودتان نگاه کنید. ۹، ۱۰ یا سرباز: به یک کارت حریف نگاه کنید. بی‌بی: یکی از کارت‌هایتان را با کارتی از حریف جابه‌جا کنید، بی آنکه کسی نگاه کند.
golfp-rules-powers-dacz = قدرت‌ها، تنها برای کارتی که از دسته برداشته شده (به دلخواه؛ کارت سپس دور انداخته می‌شود). سرباز: هر دو کارتی را روی میز (از هر بازیکنی) با هم جابه‌جا کنید، بی آنکه کسی نگاه کند. بی‌بی: به هر کارتی روی میز (از خودتان یا از حریف) نگاه کنید.
golfp-rules-unplaceable = کارت قدرتی که از دسته برداشته شده تنها به کار می‌رود یا دور انداخته می‌شود و هرگز در چیدمان گذاشته نمی‌شود؛ کارت قدرتِ روی زمین را نمی‌توان برداشت.
golfp-rules-discard_power = به جای برداشتن می‌توانید از قدرت کارت روی زمین بهره ببرید اگر قدرتش هنوز به کار نرفته باشد (use discard)؛ کارت دوباره، بی‌قدرت، به زمین انداخته می‌شود.
golfp-rules-multi = جایگزینی چندتایی: دو کارت یا بیشتر از کارت‌هایتان را نامزد کنید (multi N، سپس reveal). اگر همه هم‌ارزش باشند دور انداخته می‌شوند و کارت در دست جای نخستین را می‌گیرد؛ وگرنه می‌مانند (و اکنون همه آن‌ها را می‌شناسند)، کارت در دست به‌عنوان کارتی افزوده به چیدمان اضافه می‌شود و چیزی دور انداخته نمی‌شود.{ $source ->
    [stock_only] {" "}تنها با کارتی که از دسته برداشته شده.
   *[any] {""}
}
golfp-rules-matching = جور کردن: به جای گذاشتن کارت در دست، یک یا چند کارت از هر چیدمانی را نامزد کنید (match P1.2 …، سپس reveal). کارت‌های هم‌ارزش (همهٔ شاه‌ها با هم جورند) دور انداخته می‌شوند؛ هر کارت ناجور سر جایش می‌ماند (و همه آن را می‌شناسند) و برایتان یک کارت جریمه از دسته، ندیده، به چیدمانتان می‌آورد. سپس کارت در دست دور انداخته می‌شود و به ازای هر کارت جورشدهٔ حریف، یکی از کارت‌هایتان را ندیده به او می‌دهید{ $fill ->
    [optional] {" "}(یا نگه دارید: جای آن کارت برداشته می‌شود).
   *[mandatory] .
}{ $from_discard ->
    [on] {" "}کارتی که از زمین برداشته شده هم می‌تواند جور شود.
   *[off] {" "}تنها کارتی که از دسته برداشته شده می‌تواند جور شود.
}
golfp-rules-claim = پس از هر دور انداختن، فرصت ادعا باز می‌شود: هر کس می‌تواند یک کارت از هر چیدمانی را هم‌امتیاز با کارت روی زمین ادعا کند (claim P1.2). کارت جور به زمین می‌رود (اگر از حریف بود، یکی از کارت‌هایتان را به او می‌دهید)؛ کارت ناجور برمی‌گردد و همه آن را می‌شناسند، و اگر از حریف بود +۱۰ جریمه دارد. تنها نخستین ادعا به حساب می‌آید؛ برای گذشتن پاس دهید.
golfp-rules-snap = زدن: پس از هر دور انداختن، هر کس می‌تواند یکی از کارت‌های خودش را که هم‌ارزش کارت روی زمین است دور بیندازد (snap N). زدن نادرست برمی‌گردد، همه آن را می‌شناسند، و { $count } کارت جریمه، ندیده، به چیدمانتان می‌آورد. { $chain ->
    [single_per_discard] برای هر دور انداختن تنها یک زدن.
   *[multiple] کارتی که زده شده را هم می‌توان به نوبهٔ خود زد.
} برای گذشتن پاس دهید.
golfp-rules-call = { $timing ->
    [end_of_turn] در پایان نوبت خود
   *[during_turn] در هر لحظه از نوبت خود (نوبت کامل می‌شود)
} بگویید { $word ->
    [pablo] «پابلو»
    [cumbia] «کومبیا»
    [cabo] «کابو»
    [cactus] «کاکتوس»
    [dacz] «داچ»
   *[other] «{ $word }»
}: سپس { $final ->
    [everyone_incl_caller] همهٔ بازیکنان، و اعلام‌کننده در آخر، یک نوبت دیگر بازی می‌کنند
   *[others] هر یک از بازیکنان دیگر یک نوبت دیگر بازی می‌کند
} (نوبت‌های آخر).
golfp-rules-stock_out = دور وقتی تمام می‌شود که دسته ته بکشد (پس از همان نوبت){ $empty_layout ->
    [on] {" "}یا بازیکنی کارتی نداشته باشد.
   *[off] .
}
golfp-rules-reshuffle = دستهٔ خالی از کارت‌های زمین (همه جز کارت رویی) دوباره پر می‌شود.
golfp-rules-scoring = امتیاز هر چیدمان جمع ارزش کارت‌های آن است (چیدمان خالی ۰)؛ کمتر بهتر است.
golfp-rules-scoring-pablo = اعلام‌کننده‌ای که از همه کمتر باشد { $low ->
    [layout_minus10] ارزش چیدمانش منهای ۱۰
   *[flat_minus10] منفی ۱۰
} امتیاز می‌گیرد؛ اعلام‌کننده‌ای که کسی از او کمتر باشد ارزش چیدمان خودش به‌علاوهٔ بیشترین چیدمان حریفان را می‌گیرد؛ اعلام‌کننده‌ای که با دیگری در کمترین مساوی باشد ارزش چیدمان خودش را می‌گیرد.
golfp-rules-scoring-cumbia = جریمه‌ها (+۱۰ برای هر ادعای نادرست روی کارت حریف) افزوده می‌شوند.
golfp-rules-scoring-cactus = اعلام‌کننده‌ای که از همهٔ حریفان کمتر باشد ۰ می‌گیرد، وگرنه چیدمانش + ۱۰؛ حریفی که برابر یا کمتر از اعلام‌کننده باشد ۰ می‌گیرد. کمترین چیدمان دور را می‌برد (در تساوی اعلام‌کننده می‌بازد) و دور بعد را آغاز می‌کند.
golfp-rules-scoring-dacz = اعلام‌کننده اگر کسی از او کمتر باشد ۱۰ و اگر کسی با او مساوی باشد ۵ می‌افزاید.
golfp-rules-match-single = بازی: یک دور؛ کمترین امتیاز می‌برد (مساوی‌ها با هم می‌برند).
golfp-rules-match = بازی: { $kind ->
    [holes] { $count } دور
   *[target] دورها تا وقتی که جمع امتیاز کسی به { $count } یا بیشتر برسد
}؛ کمترین جمع می‌برد؛ در تساوی { $tie ->
    [playoff] دورهای دیگری بازی می‌شود تا تنها یک بازیکن کمترین باشد.
   *[shared] همهٔ کسانی که در کمترین مساوی‌اند می‌برند.
}

# گزینه‌ها: نام کوتاه، اثر (انگلیسی‌اش در options.py است) و نشانه‌گذاری حرکت‌ها
golfp-option-players = بازیکنان
golfp-option-peek_choice = کارت‌هایی که پیش از بازی دیده می‌شوند
golfp-option-replace_scope = کارت‌هایی که می‌توان جایگزین کرد
golfp-option-layout_shape = شکل چیدمان
golfp-option-memory_mode = حافظه
golfp-option-max_turns_per_hand = بیشترین نوبت در هر دور
golfp-option-single_hand = تنها یک دور
golfp-option-match_end = درازای بازی
golfp-option-match_tie_policy = تساوی در پایان
golfp-option-caller_low_score = امتیاز اعلام‌کنندهٔ کمترین
golfp-option-seven_swap = جابه‌جایی پس از ۷
golfp-option-multi_replace_source = کارت جایگزینی چندتایی
golfp-option-ten_power = جابه‌جایی ۱۰
golfp-option-final_turns = نوبت‌های آخر
golfp-option-deals = شمار دورها
golfp-option-fill_opponent_slots = پر کردن جای کارت جورشدهٔ حریف
golfp-option-match_from_discard = جور کردن با کارت زمین
golfp-option-snap_penalty_cards = کارت‌های جریمهٔ زدن نادرست
golfp-option-snap_chain = زدن پشت زدن
golfp-option-players-effect = شمار بازیکنان، از ۲ تا ۶.
golfp-option-peek_choice-effect = هر بازیکن پیش از بازی به کدام دو کارت خودش نگاه می‌کند: دو کارت نزدیک‌تر (ردیف پایین مربع ۲ × ۲، کارت‌های ۳ و ۴)، یا هر دو کارتی که خودش برگزیند.
golfp-option-replace_scope-effect = کارت در دست جای کدام کارت‌هایتان را می‌تواند بگیرد: any_slot (FR): هر کدام؛ unseen_at_start_only (خوانش FA): تنها کارتی که در آغاز دور به آن نگاه نکرده‌اید.
golfp-option-layout_shape-effect = چیدمان‌ها چگونه نشان داده شوند (ردیف‌های دوتایی، یا یک ردیف). تنها برای نمایش.
golfp-option-memory_mode-effect = human: کارت به‌پشتی که به آن نگاه می‌کنید (یا برمی‌دارید و می‌گذارید) تا حرکت بعدی‌تان نمایان می‌ماند (دو کارت نگاه آغازین با هم)؛ آن را به یاد بسپارید (کارت‌هایی که با جابه‌جایی حرکت می‌کنند همان‌جا که دیدید رفتند می‌مانند). از کارت‌های زمین تنها کارت رویی نشان داده می‌شود، و رویدادها از آخرین حرکت شما. perfect: هر کارتی که می‌شناسید نمایان می‌ماند، و همهٔ کارت‌های زمین. کارت‌هایی که همه دیده‌اند (برداشته از زمین، یا رو شده با یک اشتباه) همیشه نمایان‌اند.
golfp-option-max_turns_per_hand-effect = ایمنی موتور بازی: پس از این شمار نوبت، دور تمام می‌شود و همان‌طور که هست امتیاز می‌گیرد.
golfp-option-single_hand-effect = تنها یک دور بازی شود (پژوهش، آزمون، سنجش): کمترین امتیاز دور می‌برد و مساوی‌ها با هم می‌برند.
golfp-option-match_end-effect = single_hand (تنها در مالزیایی): یک دور؛ holes(n): ‏n دور؛ target(T): دورها تا وقتی که جمع امتیاز کسی به T یا بیشتر برسد. کمترین جمع می‌برد.
golfp-option-match_tie_policy-effect = وقتی در پایان بازی چند جمع امتیاز در کمترین مساوی‌اند: همهٔ مساوی‌ها می‌برند، یا دورهای دیگری یکی‌یکی بازی می‌شود تا تنها یک بازیکن کمترین باشد.
golfp-option-caller_low_score-effect = اعلام‌کننده‌ای که به‌تنهایی کمترین است منفی ۱۰ (FR) یا ارزش چیدمانش منهای ۱۰ (FA) می‌گیرد.
golfp-option-seven_swap-effect = پس از نگاه به کارت حریف با ۷، جابه‌جایی اجباری است، یا بازیکن می‌تواند به جایش نگه دارد.
golfp-option-multi_replace_source-effect = آیا کارتی که از زمین برداشته شده برای جایگزینی چندتایی به کار می‌رود، یا تنها کارتی که از دسته برداشته شده.
golfp-option-ten_power-effect = جابه‌جایی ندیدهٔ ۱۰: هر دو کارت از هر بازیکنی (FR)، یا دو کارت یک حریف با هم (FA).
golfp-option-final_turns-effect = پس از اعلام: هر یک از بازیکنان دیگر یک نوبت دیگر بازی می‌کند، یا همهٔ بازیکنان، و اعلام‌کننده در آخر.
golfp-option-deals-effect = درازای بازی: این شمار دور؛ کمترین جمع می‌برد.
golfp-option-fill_opponent_slots-effect = پس از جور کردن کارت حریف، جورکننده باید یکی از کارت‌های خودش را برای جای آن بدهد (FR)، یا می‌تواند بدهد (FA: با «keep» جای آن کارت برداشته می‌شود).
golfp-option-match_from_discard-effect = کارتی که از زمین برداشته شده هم می‌تواند برای جور کردن به کار رود.
golfp-option-snap_penalty_cards-effect = شمار کارت‌هایی که برای زدن نادرست (ندیده، به چیدمانتان) برداشته می‌شود.
golfp-option-snap_chain-effect = multiple: هر کارتی که زده شد را هم می‌توان به نوبهٔ خود زد؛ single_per_discard: برای هر دور انداختن تنها یک زدن درست.
golfp-notation = draw stock (برداشتن از دسته) | draw discard (برداشتن کارت زمین) | replace N (جایگزین کردن کارت N خودتان) | discard (دور انداختن) | peek P1.2 (نگاه به یک کارت) | swap P0.1 P1.2 (جابه‌جا کردن دو کارت) | look P1.2 (نگاه پیش از جابه‌جایی) | give N (دادن کارت N خودتان) | multi N (نامزد کردن برای جایگزینی چندتایی) | match P1.2 (نامزد کردن برای جور کردن) | reveal (رو کردن نامزدها) | claim P1.2 (ادعا) | snap N (زدن) | pass (پاس) | call (اعلام) | done (پایان نوبت) | keep (نگه داشتن). N شمارهٔ یکی از کارت‌های خودتان است که از ۱ شمرده می‌شود؛ P1.2 کارت ۲ بازیکن ۱ است.

# چرا یک حرکت پذیرفته نیست
golfp-illegal-not_an_action = این حرکتی از گلف با کارت‌های قدرت نیست
golfp-illegal-slot_from_1 = کارت‌ها از ۱ شمرده می‌شوند
golfp-illegal-player_from_0 = بازیکنان از ۰ شماره می‌خورند
golfp-illegal-no_window_rule = در { $game ->
    [malaysian] مالزیایی
    [pablo] پابلو
    [cumbia] کومبیا
    [cabo] کابو
    [cactus] کاکتوس
    [dacz] داچ
   *[other] { $game }
} { $what ->
    [snap] زدن
    [claim] ادعای کارت جور
   *[pass] پاس دادن
} بیرون از نوبت نیست
golfp-illegal-no_window_open = فرصت { $window ->
    [claim] ادعا
   *[snap] زدن
} برای شما باز نیست
golfp-illegal-claim_is_cumbia = ادعا قانون کومبیا است؛ اینجا یکی از کارت‌های خودتان را می‌زنید
golfp-illegal-snap_is_cactus = زدن قانون کاکتوس است؛ اینجا کارتی از هر چیدمانی را ادعا می‌کنید
golfp-illegal-no_such_slot = چنین کارتی نیست
golfp-illegal-window_only = اکنون تنها می‌توانید ادعا کنید، بزنید یا پاس دهید؛ نوبت شما نیست
golfp-illegal-setup = دو کارتی را که به آن‌ها نگاه می‌کنید برگزینید: { $cards }
golfp-illegal-start = نوبتتان را با برداشتن آغاز کنید (draw stock یا draw discard)
golfp-illegal-select = نامزد کردن را ادامه دهید، یا رو کنید (reveal)
golfp-illegal-power = قدرتی را که به کار می‌برید به پایان ببرید
golfp-illegal-give = یکی از کارت‌های خودتان را برای جای خالی بدهید (give N)
golfp-illegal-end_turn = نوبتتان تمام شده: { $call } یا done
golfp-illegal-wait = امتیاز این دور شمرده می‌شود
golfp-illegal-discard_empty = کارتی روی زمین نیست
golfp-illegal-take_power_card = در کومبیا کارت قدرت را نمی‌توان از زمین برداشت
golfp-illegal-cannot_place_discard = کارت روی زمین را جایی نمی‌توانید بگذارید
golfp-illegal-discard_power_is_cactus = بهره بردن از قدرت کارت زمین قانون کاکتوس است
golfp-illegal-no_unused_power = کارت روی زمین قدرت به‌کارنرفته‌ای ندارد (یا اکنون هدفی ندارد)
golfp-illegal-no_call = در { $game ->
    [malaysian] مالزیایی
    [pablo] پابلو
    [cumbia] کومبیا
    [cabo] کابو
    [cactus] کاکتوس
    [dacz] داچ
   *[other] { $game }
} اعلامی در کار نیست
golfp-illegal-already_called = بازیکن { $seat } پیش‌تر اعلام کرده؛ این‌ها نوبت‌های آخرند
golfp-illegal-call_when = { $timing ->
    [end_of_turn] در پایان نوبت خود اعلام می‌کنید
   *[during_turn] در نوبت خود اعلام می‌کنید
}
golfp-illegal-no_straight_back = کارتی که از زمین برداشته شده نمی‌تواند یکراست به زمین برگردد (§0.7)
golfp-illegal-power_never_placed = در کومبیا کارت قدرت هرگز در چیدمان نمی‌رود: از قدرتش بهره ببرید یا دورش بیندازید
golfp-illegal-no_slot = کارت { $slot } ندارید
golfp-illegal-looked_at_start = با replace_scope=unseen_at_start_only نمی‌توانید کارتی را که به آن نگاه کرده‌اید جایگزین کنید
golfp-illegal-power_from_stock_only = قدرت تنها برای کارتی است که از دسته برداشته شده
golfp-illegal-no_power = کارت در دست قدرتی ندارد
golfp-illegal-not_a_target = این هدفی برای قدرت کارت در دست نیست
golfp-illegal-multi_is_pablo = جایگزینی چندتایی قانون پابلو است
golfp-illegal-match_is_cabo = جور کردن کارت در دست قانون کابو است
golfp-illegal-holding = کارتی در دست دارید: جایگزین کنید، دورش بیندازید (اگر از دسته است) یا از قدرتش بهره ببرید
golfp-illegal-not_now = این کار اکنون شدنی نیست

# چرا گزینه‌ها پذیرفته نیستند
golfp-invalid-match_end = { $option } باید single_hand، holes(n) یا target(T) باشد که n و T عددهای درست از ۱ تا { $high } هستند
golfp-invalid-match_end_no_single = { $option } باید holes(n) یا target(T) باشد که n و T عددهای درست از ۱ تا { $high } هستند
golfp-invalid-line_nearest = یک ردیف چهارکارتی ردیف نزدیک‌تری ندارد (§2.0، A-46): با layout_shape=line_1x4 گزینهٔ peek_choice=any_two را برگزینید
