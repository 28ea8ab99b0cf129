# allfours: فارسی (آل‌فورز، چهار امتیاز)

allfours-action-stand = می‌مانم
allfours-action-beg = خواهش می‌کنم
allfours-action-take_one = یک امتیاز بده (هدیه)
allfours-action-run = نپذیر: کارت‌ها را ادامه بده
allfours-action-bunch = درخواست جمع کردن
allfours-action-no_bunch = جمع نکن
allfours-action-agree = جمع کردن را بپذیر
allfours-action-refuse_bunch = جمع کردن را نپذیر
allfours-action-throw_in = کارت‌ها را بینداز
allfours-action-play = { $card } را بازی کن
allfours-action-discard = { $card } را کنار بگذار
allfours-call-stand = می‌ماند
allfours-call-beg = خواهش می‌کند
allfours-call-take_one = یک امتیاز می‌دهد
allfours-call-run = کارت‌ها را ادامه می‌دهد
allfours-call-bunch = جمع کردن را می‌خواهد
allfours-call-no_bunch = جمع نمی‌کند
allfours-call-agree = جمع کردن را می‌پذیرد
allfours-call-refuse_bunch = جمع کردن را نمی‌پذیرد
allfours-badge-elder = بزرگ‌تر
allfours-badge-pitcher = شروع‌کننده
allfours-badge-begged = خواهش کرد
allfours-badge-gave_one = یکی داد
allfours-badge-ran = کارت‌ها را ادامه داد
allfours-badge-bunch = جمع کردن خواست
allfours-badge-thrown_in = کارت‌ها را انداخت
allfours-hand-unseen = پیش از شروع دیده نشده
allfours-zone-packet = دستهٔ به‌پشت بازیکن { $seat }
allfours-zone-discards = کارت‌های کنارگذاشتهٔ بازیکن { $seat }
allfours-zone-turn_up = کارت برگردانده
allfours-zone-stock = دسته
allfours-zone-set_aside = کنار گذاشته
allfours-zone-thrown = انداخته‌شده
allfours-zone-calls = گفته‌ها
allfours-upcard-runs = کارت‌ها { $count } بار ادامه داده شد
allfours-status-elder = بازیکن { $seat } (بزرگ‌تر) می‌ماند یا خواهش می‌کند
allfours-status-dealer = بازیکن { $seat } (دست‌ده) یک امتیاز می‌دهد یا کارت‌ها را ادامه می‌دهد
allfours-status-discard = همه به پشت کنار می‌گذارند
allfours-status-bunch = هر کس می‌تواند جمع کردن بخواهد
allfours-status-bunch_answer = بازیکن { $seat } جمع کردن خواست: دیگران می‌پذیرند یا نه
allfours-status-pitch = بازیکن { $seat } شروع می‌کند: خال آن کارت حکم است
allfours-status-play = نوبت بازی بازیکن { $seat }
allfours-status-over = بازی تمام شد
allfours-prompt-elder = بمانید (با این حکم بازی کنید)، یا خواهش کنید
allfours-prompt-dealer = یک امتیاز به بزرگ‌تر بدهید، یا نپذیرید و کارت‌ها را ادامه دهید
allfours-prompt-discard = { $count } کارت را به پشت کنار بگذارید
allfours-prompt-bunch = جمع کردن بخواهید (این پخش باطل شود)، یا ادامه دهید
allfours-prompt-bunch_answer = جمع کردن را بپذیرید، یا نپذیرید
allfours-prompt-pitch = یک کارت بازی کنید: خالش حکم می‌شود
allfours-prompt-play = یک کارت بازی کنید
allfours-fact-pitch = کارت شروع
allfours-fact-deal = پخش
allfours-deal_number = پخش { $count } این دور
allfours-points-turn_up = برای برگرداندن { $card } { $points } امتیاز می‌گیرد
allfours-points-gift = برای هدیه { $points } امتیاز می‌گیرد
allfours-points-pegged = برای حکم‌های برده { $points } امتیاز می‌گیرد
allfours-points-taken_back = { $points }: امتیاز کارت برگردانده پس گرفته شد (جمع شد)
allfours-points-high = برای بالا { $points } امتیاز می‌گیرد
allfours-points-low = برای پایین { $points } امتیاز می‌گیرد
allfours-points-jack = برای سرباز { $points } امتیاز می‌گیرد
allfours-points-game = برای گیم { $points } امتیاز می‌گیرد
allfours-log-turn_up = { $card } را برمی‌گرداند
allfours-log-discard = { $card } را کنار می‌گذارد
allfours-log-discard_hidden = یک کارت را به پشت کنار می‌گذارد
allfours-log-throw_in = کارت‌ها را می‌اندازد
allfours-log-redeal_exhausted = دسته تمام شد ({ $cards } برگردانده شد): همان دست‌ده دوباره پخش می‌کند
allfours-log-redeal_bunched = کارت‌ها جمع شد ({ $cards } برگردانده شد): همان دست‌ده دوباره پخش می‌کند
allfours-log-hand_over = دور { $hand } تمام شد: سمت بازیکن { $seat } بیشترین امتیاز را گرفت، { $points }
allfours-result-turn_up = کارت برگردانده
allfours-result-gift = هدیه (با خواهش)
allfours-result-pegged = حکم‌های برده
allfours-result-taken_back = پس گرفته (جمع شد)
allfours-result-high = بالا
allfours-result-low = پایین
allfours-result-jack = سرباز
allfours-result-game = گیم
allfours-result-card_points = امتیاز کارت‌ها برای گیم
allfours-detail-held = { $card }، در دست بازیکن { $seat }
allfours-detail-captured = { $card }، در دست بازیکن { $seat }، بردهٔ سمت بازیکن { $capturer_seat }
allfours-detail-hang_jack = سرباز آویخته: { $card } بازیکن { $seat } را سمت دیگر گرفت ({ $points } امتیاز)
allfours-detail-no_high = حکمی در بازی نبود
allfours-detail-no_low = حکمی در بازی نبود
allfours-detail-no_jack = سرباز حکم در بازی نبود
allfours-detail-game = بیشترین امتیاز کارت: { $points }
allfours-detail-game_tie = مساوی در { $points } امتیاز کارت: کسی امتیاز نمی‌گیرد
allfours-detail-turn_ups = { $cards }
allfours-detail-not_counted = شمرده نشد: بازی پیش از { $point } برده شده بود
allfours-note-trump = حکم { $suit } بود
allfours-note-pitch = کارت شروع { $card } بود
allfours-note-not_played = پیش از بازی کارت‌ها به امتیاز هدف رسیدند
allfours-title-allfours = آل‌فورز
allfours-summary-allfours = بازی دست‌گیری کهن انگلیسی (هفت‌بالا، بالا-پایین-سرباز): معمولی برای ۲ یا ۳ بازیکن، یاری ترینیداد و بازی پیچر یورکشایر غربی؛ امتیاز بالا، پایین، سرباز و گیم.

## قانون‌های این میز (AllFoursGame.rules_paragraphs؛ allfours.md)

allfours-rules-standard_players = بازیکن‌ها: { $players } نفر، هر کس برای خودش. کارت‌ها: ۵۲ کارت، در هر خال آس، شاه، بی‌بی، سرباز، ۱۰، ۹ … تا ۲.
allfours-rules-standard_deal = کسی که بالاترین کارت را بُر بزند اول پخش می‌کند؛ پخش در جهت عقربه‌های ساعت می‌چرخد. به هر نفر شش کارت در دسته‌های سه‌تایی؛ کارت بعدی برگردانده می‌شود و حکم را پیشنهاد می‌کند. { $running ->
    [on] آسِ برگردانده همان دم ۴ امتیاز برای دست‌ده دارد، شاه ۳، بی‌بی ۲ و سرباز ۱
   *[off] سربازِ برگردانده همان دم ۱ امتیاز برای دست‌ده دارد
}.
allfours-rules-standard_beg = بزرگ‌تر (نفر سمت چپ دست‌ده) می‌ماند (خال کارت برگردانده حکم است) یا خواهش می‌کند؛ فقط او می‌تواند خواهش کند. در برابر خواهش، دست‌ده یا یک امتیاز می‌دهد («take one»: هر حریف ۱ امتیاز می‌گیرد و خال کارت برگردانده حکم است) یا نمی‌پذیرد و کارت‌ها را ادامه می‌دهد. { $gift_blocked ->
    [on] دست‌ده وقتی حریفی { $needs } امتیاز دارد نمی‌تواند هدیه بدهد.
   *[off] هدیه را همیشه می‌توان داد، حتی اگر بازی را ببرد.
}
allfours-rules-trinidad_players = بازیکن‌ها: ۴ نفر در دو تیم دونفره، یارها روبه‌روی هم؛ یارها و نخستین دست‌ده { $method ->
    [jack_deal] با پخش کارت‌های رو تا بیرون آمدن هر چهار سرباز تعیین می‌شوند (سربازهای قرمز در برابر سیاه؛ کسی که اولین سرباز را بگیرد اول بازی می‌کند)
    [preset] با جای نشستن تعیین می‌شوند (۰+۲ در برابر ۱+۳)
   *[cut] با بُر زدن تعیین می‌شوند (دو بالاترین در برابر دو پایین‌ترین؛ بالاترین پخش می‌کند)
}.
allfours-rules-trinidad_deal = پخش و بازی در خلاف جهت عقربه‌های ساعت می‌چرخد؛ بزرگ‌تر نفر سمت راست دست‌ده است. به هر نفر شش کارت در دسته‌های سه‌تایی؛ کارت بعدی برگردانده می‌شود و حکم را پیشنهاد می‌کند.
allfours-rules-trinidad_turnup = امتیاز کارت برگردانده برای تیم دست‌ده: آس ۱، { $bonus ->
    [two] دو ۲
    [both] شش ۲، دو ۲
   *[six] شش ۲
}، سرباز ۳.
allfours-rules-trinidad_beg = بزرگ‌تر می‌ماند یا خواهش می‌کند؛ در برابر خواهش، دست‌ده یا یک امتیاز می‌دهد (تیم دیگر ۱ امتیاز می‌گیرد، { $restriction ->
    [must_hold_trump] فقط وقتی کارتی از خال کارت برگردانده در دست دارد
    [none] هر وقت که بخواهد
   *[target_minus_one] نه وقتی حریف‌ها { $needs } امتیاز دارند
}) یا کارت‌ها را ادامه می‌دهد.
allfours-rules-pitcher_players = بازیکن‌ها: ۴ نفر در دو تیم دونفره، یارها روبه‌روی هم، که { $method ->
    [cut] با بُر زدن تعیین می‌شوند (دو بالاترین در برابر دو پایین‌ترین؛ بالاترین پخش می‌کند)
    [preset] با جای نشستن تعیین می‌شوند (۰+۲ در برابر ۱+۳)
   *[jack_deal] با پخش کارت‌های رو تا بیرون آمدن هر چهار سرباز تعیین می‌شوند (سربازهای قرمز در برابر سیاه؛ کسی که اولین سرباز را بگیرد اول بازی می‌کند)
}.
allfours-rules-pitcher_deal = پخش و بازی در جهت عقربه‌های ساعت می‌چرخد. به هر نفر شش کارت در دسته‌های سه‌تایی؛ هیچ کارتی برگردانده نمی‌شود.
allfours-rules-pitcher_pitch = شروع‌کننده (نفر سمت چپ دست‌ده) اول بازی می‌کند؛ خال اولین کارتش حکمِ این دور است. بقیه فقط پس از کارت شروع به کارت‌هایشان نگاه می‌کنند.
allfours-rules-throw_in = انداختن کارت‌ها: بازیکنی که نوبتش است و دست را شروع نمی‌کند می‌تواند همهٔ کارت‌هایش را روی دست بیندازد ({ $condition ->
    [any] هر وقت که بخواهد
   *[no_trump_no_counter] تا وقتی نه حکم دارد و نه کارتی بالاتر از نه
})؛ این کارت‌ها دست را نمی‌برند و یارش تنها ادامه می‌دهد.
allfours-rules-running = ادامه دادن کارت‌ها: کارت برگردانده کنار می‌رود، هر نفر یک دستهٔ سه‌تایی می‌گیرد و کارت بعدی برگردانده می‌شود؛ این کار ادامه دارد تا کارتی از خال دیگری بیاید که حکم را تعیین می‌کند. کارت‌های دست: { $discard ->
    [set_aside_unpicked] دسته‌های تازه به‌پشت و نادیده می‌مانند و اگر کارت‌ها باز ادامه یابند کنار گذاشته می‌شوند؛ وقتی خال تازه‌ای بیاید هر نفر آخرین دسته را برمی‌دارد و ۳ کارت کنار می‌گذارد
    [accumulate_then_discard] بازیکن‌ها همهٔ کارت‌های تازه را نگه می‌دارند تا حکم تازه معلوم شود، سپس تا شش کارت کنار می‌گذارند
    [keep_all] بازیکن‌ها همهٔ کارت‌ها را نگه می‌دارند: ۹، ۱۲ کارت یا بیشتر و به همان اندازه دست
    [discard_before_receiving] پیش از هر دستهٔ تازه هر بازیکن ۳ کارت کنار می‌گذارد
   *[discard_each_run] پس از هر دسته و هر کارت برگردانده هر بازیکن ۳ کارت دلخواه را به پشت کنار می‌گذارد، پس دست‌ها شش‌کارتی می‌مانند
}.
allfours-rules-same_suit_turnups = کارتی از خال نخستین که هنگام ادامه دادن کارت‌ها برگردانده شود { $scores ->
    [on] باز هم امتیاز کارت برگردانده را دارد
   *[off] امتیازی ندارد
}.
allfours-rules-exhausted = اگر در دسته برای یک بار دیگر ادامه دادن کارت کافی نماند (کمتر از سه کارت برای هر نفر به‌اضافهٔ یکی)، همهٔ کارت‌ها جمع می‌شوند و همان دست‌ده دوباره پخش می‌کند؛ امتیازهای گرفته‌شده می‌مانند.
allfours-rules-bunch = جمع کردن: پس از هر بار ادامه دادن کارت‌ها، هر بازیکن یک بار می‌تواند جمع کردن بخواهد؛ اگر همهٔ دیگران بپذیرند، کارت‌ها جمع می‌شوند و همان دست‌ده دوباره پخش می‌کند ({ $keeps ->
    [on] امتیاز کارت‌های برگردانده می‌ماند
   *[off] امتیاز کارت‌های برگرداندهٔ آن پخش پس گرفته می‌شود
}).
allfours-rules-play = بازی: { $leader ->
    [pitcher] شروع‌کننده
   *[elder] بزرگ‌تر
} دست اول را شروع می‌کند؛ { $no_trumping_in ->
    [on] اگر از خال زمین دارید باید همان را بازی کنید (حکم فقط وقتی که حکم آمده باشد یا از خال زمین نداشته باشید)؛ وگرنه هر کارتی.
   *[off] اگر از خال زمین دارید، همان خال یا حکم بازی کنید (بریدن با حکم همیشه آزاد است)؛ وگرنه هر کارتی.
}{ $no_undertrump ->
    [on] {" "}حکم کوچک‌تر ممنوع: وقتی دستی با خال ساده با حکم بریده شد، حکم کوچک‌تر فقط وقتی که کارت دیگری برای بازی نداشته باشید.
   *[off] {""}
} بالاترین حکم دست را می‌برد، وگرنه بالاترین کارت خال زمین.
allfours-rules-count = شمارش پس از آخرین دست، به این ترتیب (نخستین سمتی که به امتیاز هدف برسد همان دم می‌برد و امتیازهای بعدی شمرده نمی‌شوند):
    {"  "}بالا: سمتی که بالاترین حکمِ در بازی را داشت.
    {"  "}پایین: { $low ->
        [captured] سمتی که دستِ دارای پایین‌ترین حکمِ در بازی را می‌برد (پایینِ برده).
       *[holder] سمتی که پایین‌ترین حکمِ در بازی به او رسیده بود.
    }
    {"  "}سرباز: { $jack ->
        [hang_jack] ۱ امتیاز برای سمت دارندهٔ آن اگر خودش یا یارش دستش را ببرد؛ حریفی که آن را بگیرد ۳ امتیاز می‌گیرد (سرباز آویخته).
       *[one_to_capturer] سمتی که دستِ دارای سرباز حکم را می‌برد (اگر در بازی نباشد، هیچ‌کس).
    }
    {"  "}گیم: بیشترین امتیاز کارت در دست‌های برده (آس ۴، شاه ۳، بی‌بی ۲، سرباز ۱، ده = ۱۰، در همهٔ خال‌ها)؛ در تساوی: { $tie ->
        [non_dealer] سمتِ مساویِ غیر از سمت دست‌ده، اگر فقط یکی باشد.
       *[nobody] هیچ‌کس.
    }
allfours-rules-peg = امتیاز هنگام بردن: هر حکمی که در دستی برده شود همان دم برای برندهٔ آن دست ثبت می‌شود (آس ۴، شاه ۳، بی‌بی ۲، سرباز ۱، ده ۱۰، پنج ۵)؛ نخستین کسی که به ۶۱ برسد می‌برد، حتی در میانهٔ دور.
allfours-rules-match = برد بازی: نخستین سمتی که به { $target } امتیاز برسد بازی را می‌برد.
allfours-rules-single_hand = (single_hand روشن است: این میز فقط یک دور بازی می‌کند.)

## گزینه‌ها: نام، اثر، پیش‌تنظیم‌ها و نشانه‌گذاری حرکت‌ها

allfours-option-ruleset = نوع بازی
allfours-option-ruleset-effect = standard: ۲ یا ۳ بازیکن هر کس برای خودش، کارت برگردانده، ماندن یا خواهش، ادامه دادن کارت‌ها (§۲). trinidad: ۴ بازیکن در دو تیم، خلاف جهت عقربه‌های ساعت، امتیاز کارت برگردانده برای آس، شش و سرباز، سرباز آویخته، ۱۴ امتیاز (§۳). pitcher: یورکشایر غربی، ۴ بازیکن، بی کارت برگردانده، اولین کارت بازی‌شده حکم را تعیین می‌کند، ۱۱ امتیاز (§۴).
allfours-option-players = تعداد بازیکن
allfours-option-players-effect = تعداد بازیکن‌ها: ۲ یا ۳ در بازی standard، و ۴ در trinidad و pitcher (مقدار پیش‌فرض از نوع بازی می‌آید).
allfours-option-target_score = امتیاز برد
allfours-option-target_score-effect = امتیازی که بازی را می‌برد، همان لحظه که سمتی به آن برسد. پیش‌فرض بسته به نوع بازی: standard ۷، trinidad ۱۴، pitcher ۱۱؛ با «یازده می‌برد» ۱۱، با «آل‌فورز دونده» ۳۱ و با «امتیاز هنگام بردن» ۶۱.
allfours-option-eleven_makes = یازده می‌برد (بازی تا ۱۱)
allfours-option-eleven_makes-effect = فقط در بازی standard: بازی تا ۱۱ به جای ۷ (آن‌وقت هدیه در ۱۰ ممنوع است).
allfours-option-running_all_fours = آل‌فورز دونده
allfours-option-running_all_fours-effect = فقط در بازی standard: دست‌ده برای آسِ برگردانده ۴، شاه ۳، بی‌بی ۲ و سرباز ۱ امتیاز می‌گیرد (به جای فقط سرباز ۱) و بازی تا ۳۱ است. فقط کارت برگرداندهٔ نخست و آخرین کارت برگرداندهٔ خال تازه امتیاز دارند، مگر آنکه score_same_suit_turnups روشن باشد.
allfours-option-low_rule = چه کسی پایین را می‌گیرد
allfours-option-low_rule-effect = چه کسی امتیاز پایین را می‌گیرد: holder، سمتی که پایین‌ترین حکمِ در بازی به او رسیده بود؛ captured (پایینِ برده، لنکاشایر)، سمتی که دستِ دارای آن را می‌برد.
allfours-option-discard_method = بازگشت به شش کارت پس از ادامه دادن
allfours-option-discard_method-effect = اینکه دست‌ها پس از ادامه دادن کارت‌ها چگونه به شش کارت برمی‌گردند (standard و trinidad). discard_each_run: پس از هر دستهٔ سه‌تایی و کارت برگردانده هر بازیکن ۳ کارت کنار می‌گذارد. set_aside_unpicked: دسته‌های تازه به‌پشت و نادیده می‌مانند؛ هر دسته با ادامه دادن دوباره کنار گذاشته می‌شود؛ وقتی خال تازه‌ای بیاید هر نفر آخرین دسته را برمی‌دارد و ۳ کارت کنار می‌گذارد. accumulate_then_discard: همهٔ کارت‌های تازه تا معلوم شدن حکم نگه داشته می‌شوند، سپس تا ۶ کارت کنار گذاشته می‌شود. keep_all: همه چیز نگه داشته می‌شود و دست‌های بیشتری بازی می‌شود. discard_before_receiving: پیش از هر دستهٔ تازه ۳ کارت کنار گذاشته می‌شود. پیش‌فرض: discard_each_run (standard)، keep_all (trinidad).
allfours-option-gift_blocked_at_target_minus_one = بی هدیه در یک امتیازیِ برد
allfours-option-gift_blocked_at_target_minus_one-effect = standard: وقتی حریفی فقط یک امتیاز تا برد فاصله دارد، دست‌ده نمی‌تواند یک امتیاز بدهد (هدیه بدهد).
allfours-option-take_one_restriction = کی دست‌ده نمی‌تواند یک امتیاز بدهد
allfours-option-take_one_restriction-effect = trinidad: وقتی که دست‌ده نمی‌تواند یک امتیاز بدهد. target_minus_one: وقتی حریف‌ها فقط یک امتیاز کم دارند؛ must_hold_trump: مگر آنکه دست‌ده کارتی از خال کارت برگردانده داشته باشد؛ none: هیچ‌وقت ممنوع نیست.
allfours-option-bonus_two_point_card = کارت برگرداندهٔ ۲ امتیازی
allfours-option-bonus_two_point_card-effect = trinidad: کدام کارت برگردانده برای تیم دست‌ده ۲ امتیاز دارد (جز آس ۱ و سرباز ۳): شش (ترینیداد)، دو (توباگو)، یا هر دو.
allfours-option-score_same_suit_turnups = امتیاز کارت برگرداندهٔ هم‌خال
allfours-option-score_same_suit_turnups-effect = اینکه کارتی از خال نخستین که هنگام ادامه دادن کارت‌ها برگردانده شود باز امتیاز کارت برگردانده را دارد یا نه. پیش‌فرض: خاموش (standard)، روشن (trinidad).
allfours-option-bunch = جمع کردن
allfours-option-bunch-effect = پس از ادامه دادن کارت‌ها، هر بازیکن یک بار می‌تواند جمع کردن بخواهد؛ اگر همهٔ دیگران بپذیرند، کارت‌ها جمع می‌شوند و همان دست‌ده دوباره پخش می‌کند. پیش‌فرض: روشن (standard)، خاموش (trinidad؛ در بازی pitcher کارت‌ها ادامه داده نمی‌شوند).
allfours-option-bunch_calls = شیوهٔ خواستن جمع کردن
allfours-option-bunch_calls-effect = اینکه فرصتِ یک‌بارهٔ هر کس برای خواستن جمع کردن چگونه داده می‌شود. in_turn: به نوبت از بزرگ‌تر، هر بازیکن جمع کردن می‌خواهد یا «no bunch» می‌گوید؛ any_time: هر کس که هنوز چیزی نگفته می‌تواند همان دم و بی‌نوبت بخواهد، تا همه گفته باشند. پاسخ به درخواست را همیشه همهٔ دیگران با هم می‌دهند.
allfours-option-bunch_keeps_turnup_points = ماندن امتیاز کارت برگردانده پس از جمع کردن
allfours-option-bunch_keeps_turnup_points-effect = پس از جمع کردن، دست‌ده امتیاز کارت‌های برگرداندهٔ پخشِ جمع‌شده را نگه می‌دارد (خاموش: پس گرفته می‌شود، مانند هفت‌بالای فاستر).
allfours-option-game_tie = گیم در تساوی
allfours-option-game_tie-effect = چه کسی در تساوی بیشترین امتیاز کارت، گیم را می‌گیرد. non_dealer: سمتِ مساویِ غیر از سمت دست‌ده، اگر دقیقاً یکی باشد؛ nobody: هیچ‌کس. پیش‌فرض: non_dealer (standard)، nobody (trinidad و pitcher).
allfours-option-jack_scoring = امتیاز سرباز
allfours-option-jack_scoring-effect = سرباز: one_to_capturer، ۱ امتیاز برای سمتی که دستِ دارای سرباز حکم را می‌برد؛ hang_jack، ۱ امتیاز برای سمت دارندهٔ آن اگر خودش یا یارش آن را ببرد، و ۳ امتیاز برای حریفی که آن را بگیرد (سرباز آویخته). پیش‌فرض: one_to_capturer (standard و pitcher)، hang_jack (trinidad).
allfours-option-no_undertrump = حکم کوچک‌تر ممنوع
allfours-option-no_undertrump-effect = توباگو: وقتی دستی با خال ساده با حکم بریده شده، بازیکن بعدی نمی‌تواند حکم کوچک‌تری بازی کند مگر آنکه کارت مجاز دیگری نداشته باشد.
allfours-option-no_trumping_in = بریدن با حکم ممنوع
allfours-option-no_trumping_in-effect = بازیکنی که از خال زمین دارد باید همان خال را بازی کند: حکم فقط وقتی که حکم آمده باشد یا از خال زمین نداشته باشد (در برخی میخانه‌های یورکشایر).
allfours-option-partnership_method = شیوهٔ تعیین یارها
allfours-option-partnership_method-effect = با ۴ بازیکن: یارها چگونه تعیین می‌شوند. cut: دو بالاترین بُر در برابر دو پایین‌ترین، بالاترین اول پخش می‌کند (ترینیداد)؛ jack_deal: کارت‌ها یکی‌یکی رو پخش می‌شوند تا هر چهار سرباز بیرون بیایند، سربازهای قرمز در برابر سیاه، کسی که اولین سرباز را بگیرد نخستین بزرگ‌تر است (شروع‌کننده)؛ preset: جاهای ۰+۲ در برابر ۱+۳، بی جابه‌جایی، نخستین دست‌ده با بُر. پیش‌فرض: cut (standard و trinidad)، jack_deal (pitcher).
allfours-option-throw_in = انداختن کارت‌ها
allfours-option-throw_in-effect = pitcher: بازیکنی که نوبتش است و دست را شروع نمی‌کند می‌تواند همهٔ کارت‌هایش را روی دست بیندازد و تا پایان دور بیرون بنشیند؛ یارش تنها بازی می‌کند.
allfours-option-throw_in_condition = کی می‌توان کارت‌ها را انداخت
allfours-option-throw_in_condition-effect = pitcher: کی انداختن کارت‌ها مجاز است. no_trump_no_counter: فقط وقتی بازیکن نه حکم دارد و نه کارتی بالاتر از نه؛ any: هر وقت که بازیکن بخواهد.
allfours-option-peg_as_won_61 = امتیاز هنگام بردن، تا ۶۱
allfours-option-peg_as_won_61-effect = standard: جز بالا، پایین، سرباز و گیم، هر حکمی که در دستی برده شود همان دم برای برندهٔ آن دست ثبت می‌شود (آس ۴، شاه ۳، بی‌بی ۲، سرباز ۱، ده ۱۰، پنج ۵) و بازی تا ۶۱ است و همان لحظه که بازیکنی به آن برسد تمام می‌شود.
allfours-option-single_hand = فقط یک دور
allfours-option-single_hand-effect = فقط یک دور بازی می‌شود (برای پژوهش و آزمون): بازی با شمارش نخستین دور تمام می‌شود، یا زودتر اگر سمتی به امتیاز هدف برسد. پخش‌های دوباره پس از تمام شدن دسته یا جمع کردن جزو همان دورند.
allfours-preset-standard = بازی معمولی ۲ یا ۳ نفره (هفت‌بالا): مقدارهای پیش‌فرض.
allfours-preset-seven_up = هفت‌بالای فاستر: وقتی کارت‌ها جمع شوند هیچ امتیاز کارت برگردانده‌ای نمی‌ماند.
allfours-preset-eleven_makes = یازده می‌برد: بازی معمولی تا ۱۱.
allfours-preset-running_all_fours = آل‌فورز دونده (کاتن): کارت برگردانده آس ۴، شاه ۳، بی‌بی ۲، سرباز ۱؛ بازی تا ۳۱.
allfours-preset-low_captured = پایینِ برده: امتیاز پایین به کسی می‌رسد که پایین‌ترین حکم را در دستی ببرد.
allfours-preset-score_as_won_61 = امتیاز هنگام بردن، نخستین به ۶۱: حکم‌ها همان وقت که برده می‌شوند ثبت می‌شوند (§۵).
allfours-preset-trinidad = آل‌فورز به شیوهٔ ترینیداد: ۴ بازیکن، ۱۴ امتیاز، سرباز آویخته.
allfours-preset-trinidad_7 = بازی ترینیداد تا ۷ (بازی کوتاه allfoursonline).
allfours-preset-tobago = نسخهٔ توباگو: دوِ برگردانده به جای شش ۲ امتیاز دارد؛ حکم کوچک‌تر ممنوع.
allfours-preset-pitcher = پیچر یورکشایر غربی: یارها با پخش سربازها، کارت شروع حکم را تعیین می‌کند، ۱۱ امتیاز.
allfours-preset-pitcher_league = بازی پیچر تا ۱۵ امتیاز (لیگ هکموندوایک).
allfours-preset-pitcher_no_trumping_in = بازی پیچر که در آن حکم فقط وقتی بازی می‌شود که حکم آمده باشد یا بازیکن از خال زمین نداشته باشد.
allfours-preset-lancashire = لنکاشایر (بلکبرن): بازی پیچر با امتیاز پایین برای برندهٔ آن و بی انداختن کارت‌ها.
allfours-notation = stand (می‌مانم) | beg (خواهش می‌کنم، بزرگ‌تر) | take one (یک امتیاز بده) | refuse (دست‌ده: هدیه بده، یا کارت‌ها را ادامه بده) | bunch (درخواست جمع کردن) | no bunch (جمع نکن) | agree (می‌پذیرم) | refuse (جمع کردن را نپذیر) | discard <کارت> (کنار بگذار) | play <کارت> (بازی کن) | throw in (کارت‌ها را بینداز، پیچر). کارت را با رتبه و سپس خال بنویسید: 9H، TD یا 10D، JS، AC (S پیک، H دل، D خشت، C گشنیز؛ A آس، K شاه، Q بی‌بی، J سرباز، T ده). یک کارت تنها (مثلاً JH) یعنی بازی کردن یا کنار گذاشتنش، هر کدام که الان مجاز باشد.

## رد حرکت‌ها (IllegalAction.why)

allfours-illegal-not_held = { $card } در دست شما نیست
allfours-illegal-beg_not_now = فقط بزرگ‌تر خواهش می‌کند، یک بار و پیش از ادامه دادن کارت‌ها؛ { $phase ->
    [elder] بزرگ‌تر می‌ماند یا خواهش می‌کند
    [dealer] دست‌ده یک امتیاز می‌دهد (هدیه) یا نمی‌پذیرد (کارت‌ها را ادامه می‌دهد)
    [discard] هر بازیکن به پشت کنار می‌گذارد
    [bunch] هر بازیکن یک بار می‌تواند جمع کردن بخواهد، یا «no bunch» بگوید
    [bunch_answer] بازیکن‌های دیگر جمع کردن را می‌پذیرند یا نمی‌پذیرند
    [play] کارت‌ها در دست‌ها بازی می‌شوند
   *[over] بازی تمام شده است
}
allfours-illegal-not_now = اکنون { $phase ->
    [elder] نوبت انتخاب بزرگ‌تر است که می‌ماند یا خواهش می‌کند
    [dealer] نوبت انتخاب دست‌ده است که یک امتیاز می‌دهد (هدیه) یا نمی‌پذیرد (کارت‌ها را ادامه می‌دهد)
    [discard] وقت کنار گذاشتن است و هر بازیکن به پشت کنار می‌گذارد
    [bunch] وقت جمع کردن است و هر بازیکن یک بار می‌تواند جمع کردن بخواهد، یا «no bunch» بگوید
    [bunch_answer] وقت پاسخ به جمع کردن است و بازیکن‌های دیگر آن را می‌پذیرند یا نمی‌پذیرند
    [play] وقت بازی است و کارت‌ها در دست‌ها بازی می‌شوند
   *[over] بازی تمام شده و کسی حرکتی نمی‌کند
}؛ «{ $action }» الان حرکت مجازی نیست
allfours-illegal-gift_no_trump = شما هیچ { $turned ->
    [S] پیک
    [H] دل
    [D] خشت
   *[C] گشنیز
}ی، خال کارت برگردانده، ندارید و دست‌دهِ بی‌حکم نمی‌تواند یک امتیاز بدهد (take_one_restriction=must_hold_trump)؛ باید نپذیرید و کارت‌ها را ادامه دهید
allfours-illegal-gift_barred_one = هدیه ممنوع است: بازیکن { $seat } { $needs } امتیاز دارد و با آن به { $target } می‌رسد؛ باید نپذیرید و کارت‌ها را ادامه دهید
allfours-illegal-gift_barred_two = هدیه ممنوع است: بازیکن { $seat } و بازیکن { $other_seat } { $needs } امتیاز دارند و با آن به { $target } می‌رسند؛ باید نپذیرید و کارت‌ها را ادامه دهید
allfours-illegal-gift_barred_team = هدیه ممنوع است: تیم بازیکن { $seat } و بازیکن { $partner } { $needs } امتیاز دارد و با آن به { $target } می‌رسد؛ باید نپذیرید و کارت‌ها را ادامه دهید
allfours-illegal-trumps_led = حکم ({ $trump ->
    [S] پیک
    [H] دل
    [D] خشت
   *[C] گشنیز
}) آمده و شما حکم دارید: حکم بازی کنید
allfours-illegal-follow_suit = { $led ->
    [S] پیک آمده و شما پیک دارید
    [H] دل آمده و شما دل دارید
    [D] خشت آمده و شما خشت دارید
   *[C] گشنیز آمده و شما گشنیز دارید
}: از همان خال بازی کنید (no_trumping_in: حکم فقط وقتی که از خال زمین نداشته باشید)
allfours-illegal-follow_or_trump = { $led ->
    [S] پیک آمده و شما پیک دارید: پیک
    [H] دل آمده و شما دل دارید: دل
    [D] خشت آمده و شما خشت دارید: خشت
   *[C] گشنیز آمده و شما گشنیز دارید: گشنیز
} یا حکم ({ $trump ->
    [S] پیک
    [H] دل
    [D] خشت
   *[C] گشنیز
}) بازی کنید، نه { $card }
allfours-illegal-undertrump = این دست پیش‌تر با { $best_card } بریده شده و تا وقتی کارت دیگری برای بازی دارید نمی‌توانید حکم کوچک‌تر بزنید (no_undertrump)
allfours-illegal-no_throw_in = در این میز انداختن کارت‌ها نداریم
allfours-illegal-leader_throw_in = کسی که دست را شروع می‌کند نمی‌تواند کارت‌هایش را بیندازد؛ یک کارت بازی کنید
allfours-illegal-partner_thrown_in = یارتان پیش‌تر کارت‌هایش را انداخته و شما باید تنها ادامه دهید
allfours-illegal-throw_in_condition = فقط وقتی می‌توانید کارت‌هایتان را بیندازید که نه حکم داشته باشید و نه کارتی بالاتر از نه (throw_in_condition=no_trump_no_counter)
allfours-illegal-not_a_card = «{ $text }» کارت نیست؛ رتبه و سپس خال را بنویسید، مانند AS، TD، 10H، JC (رتبه‌ها A، 2 تا 9، T یا 10، J، Q، K؛ خال‌ها S H D C)، یا JK برای ژوکر
allfours-illegal-no_jokers = آل‌فورز بی ژوکر بازی می‌شود
allfours-illegal-not_an_action = این حرکتی در آل‌فورز نیست؛ حرکت‌ها: { allfours-notation }

## گزینه‌هایی که با هم پذیرفته نمی‌شوند (InvalidOptions.why)

allfours-invalid-players = نوع بازی { $ruleset } برای { $ruleset ->
    [standard] ۲ یا ۳
   *[other] ۴
} بازیکن است
allfours-invalid-only_in = { $option } فقط در { $rulesets ->
    [standard_trinidad] نوع‌های بازی standard و trinidad
    [trinidad_pitcher] نوع‌های بازی trinidad و pitcher
    [standard_pitcher] نوع‌های بازی standard و pitcher
   *[other] نوع بازی { $rulesets }
} معنا دارد؛ این میز { $ruleset } بازی می‌کند (آن را روی { $default } بگذارید)
allfours-invalid-fixed_targets = { $first } و { $second } هر کدام امتیاز هدف خودشان را دارند؛ یکی را انتخاب کنید
allfours-invalid-fixed_targets_three = { $first }، { $second } و { $third } هر کدام امتیاز هدف خودشان را دارند؛ یکی را انتخاب کنید
allfours-invalid-fixed_target = { $option } تا { $target } بازی می‌شود؛ target_score را ندهید یا آن را { $target } بگذارید
allfours-invalid-bunch_keeps_turnup_points = این گزینه می‌گوید جمع کردن با امتیاز کارت‌های برگردانده چه می‌کند، پس bunch=on لازم دارد
allfours-invalid-bunch_calls = این گزینه می‌گوید جمع کردن چگونه خواسته می‌شود، پس bunch=on لازم دارد
allfours-invalid-throw_in_condition = این گزینه می‌گوید انداختن کارت‌ها کی مجاز است، پس throw_in=on لازم دارد
