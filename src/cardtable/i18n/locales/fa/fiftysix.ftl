# fiftysix: فارسی (بازی ۵۶)

fiftysix-action-pass = پاس
fiftysix-action-double = دوبل
fiftysix-action-redouble = ردوبل
fiftysix-action-bid = خواندن
fiftysix-action-play = { $card } را بازی کن
fiftysix-action-surrender = پیشنهاد تسلیم
fiftysix-action-no_surrender = ادامه بده (بی تسلیم)
fiftysix-action-accept = تسلیم را بپذیر
fiftysix-action-insist = پافشاری کن: برای کُت بازی کن
fiftysix-field-form = شکل
fiftysix-field-value = امتیاز
fiftysix-field-raise = افزایش
fiftysix-field-suit = حکم
fiftysix-form-number_first = اول عدد (۳۰ دل، ۲۸ بی‌حکم)
fiftysix-form-suit_first = اول خال (دل ۳۰، ۲۸ بی‌حکم)
fiftysix-form-plus = بعلاوه (بالا بردن خوانده)
fiftysix-value = { $value }
fiftysix-raise = بعلاوهٔ { $amount }
fiftysix-bid-pass = پاس می‌دهد
fiftysix-bid-double = دوبل می‌کند
fiftysix-bid-redouble = ردوبل می‌کند
fiftysix-bid-number_first = { $value } { $suit }
fiftysix-bid-suit_first = { $suit } { $value }
fiftysix-bid-no_trump_number_first = { $value } بی‌حکم
fiftysix-bid-no_trump_suit_first = { $value } بی‌حکم
fiftysix-bid-plus = بعلاوهٔ { $amount } { $suit } ({ $value })
fiftysix-badge-bidder = خواننده: { $value } { $suit }
fiftysix-badge-high_bid = بالاترین خوانده: { $value } { $suit }
fiftysix-badge-doubled = دوبل شده
fiftysix-badge-redoubled = ردوبل شده
fiftysix-badge-offered_surrender = پیشنهاد تسلیم داد
fiftysix-badge-forced_bid = باید بخواند (ناچار)
fiftysix-team-of_3 = بازیکن { $seat } و { $second_seat } و { $third_seat }
fiftysix-team-of_4 = بازیکن { $seat } و { $second_seat } و { $third_seat } و { $fourth_seat }
fiftysix-zone-won = دست‌های تیم { $team }
fiftysix-zone-auction = خواندن
fiftysix-won = { $tricks } دست، { $points } امتیاز
fiftysix-contract = بازیکن { $seat } { $value } { $suit } خواند
fiftysix-high_bid = { $value } { $suit } از بازیکن { $seat }
fiftysix-tables = تیم A { $a }، تیم B { $b }
fiftysix-status-auction = خواندن: نوبت بازیکن { $seat }
fiftysix-status-play = نوبت بازی بازیکن { $seat }
fiftysix-status-window = بازیکن { $seat } شروع می‌کند؛ مدافعان می‌توانند پیشنهاد تسلیم دهند
fiftysix-status-answer = بازیکن { $offer_seat } پیشنهاد تسلیم داده؛ بازیکن { $seat } می‌پذیرد یا پافشاری می‌کند
fiftysix-status-over = بازی تمام شد
fiftysix-prompt-auction = بخوانید، پاس دهید، دوبل یا ردوبل کنید
fiftysix-prompt-forced_bid = بقیه پاس دادند: باید دست‌کم ۲۸ بخوانید
fiftysix-prompt-play = یک کارت بازی کنید
fiftysix-prompt-surrender = پیشنهاد تسلیم دهید، یا ادامه دهید
fiftysix-prompt-answer = تسلیم را بپذیرید، یا برای کُت پافشاری کنید
fiftysix-fact-tables = میزها
fiftysix-fact-contract = قرارداد
fiftysix-fact-doubling = دوبل
fiftysix-fact-high_bid = بالاترین خوانده
fiftysix-note-all_pass = همه پاس دادند: بی‌حکم بازی شد، چنانکه حریفان دست‌ده ۲۸ خوانده باشند
fiftysix-note-surrender_accepted = بازیکن { $seat } پیشنهاد تسلیم داد و بازیکن { $bidder_seat } پذیرفت
fiftysix-note-surrender_insisted = بازیکن { $seat } پیشنهاد تسلیم داد و بازیکن { $bidder_seat } برای کُت پافشاری کرد
fiftysix-note-cannot_pay = تیم { $team } باید { $amount } میز بپردازد ولی تنها { $count } دارد: بازی را می‌بازد
fiftysix-log-draw = برای دست‌دهی { $card } می‌کشد
fiftysix-log-deals = اول پخش می‌کند
fiftysix-log-redeal = { $cards } را نشان می‌دهد: همان دست‌ده دوباره پخش می‌کند
fiftysix-log-surrender = پیشنهاد تسلیم می‌دهد
fiftysix-log-no_surrender = ادامه می‌دهد
fiftysix-log-accept = تسلیم را می‌پذیرد
fiftysix-log-insist = برای کُت پافشاری می‌کند
fiftysix-outcome-made = تیم بازیکن { $seat } { $value } { $suit } خواند و { $points } امتیاز گرفت: برد، { $amount } میز
fiftysix-outcome-failed = تیم بازیکن { $seat } { $value } { $suit } خواند ولی تنها { $points } امتیاز گرفت: باخت، { $amount } میز
fiftysix-outcome-cot = تیم بازیکن { $seat } { $value } { $suit } خواند و همهٔ دست‌ها را گرفت (کُت): { $amount } میز
fiftysix-outcome-surrendered = تیم بازیکن { $seat } { $value } { $suit } خواند؛ مدافعان تسلیم شدند: { $amount } میز
fiftysix-outcome-cot_lost = تیم بازیکن { $seat } { $value } { $suit } خواند، برای کُت پافشاری کرد و یک دست باخت: { $amount } میز
fiftysix-result-contract = قرارداد
fiftysix-result-points = امتیاز کارت‌های گرفته
fiftysix-result-tables_paid = میزهای پرداخته
fiftysix-result-tables = میزهای در دست
fiftysix-payment = تیم { $team } به تیم { $other_team } { $amount } میز می‌پردازد (دوبل ×{ $multiplier }، کُت ×{ $factor })
fiftysix-title-56 = ۵۶ (پنجاه‌وشش)
fiftysix-summary-56 = بازی دست‌گیری دو تیمی برای ۴، ۶ یا ۸ بازیکن با دو دست ورق: ۲۸ تا ۵۶ امتیاز با حکم یا بی‌حکم بخوانید، دوبل و ردوبل کنید، و با میزها بپردازید تا تیمی نتواند.

# قوانین جاری (Game.rules_paragraphs): هر بند یک پیام؛ مقدار گزینه‌ها عبارت را برمی‌گزیند.
fiftysix-rules-players = بازیکنان: { $players } نفر در دو تیم که یک در میان دور میز می‌نشینند: { $players ->
        [4] تیم A (بازیکن ۰ و ۲) در برابر تیم B (بازیکن ۱ و ۳)
        [8] تیم A (بازیکن‌های ۰، ۲، ۴ و ۶) در برابر تیم B (بازیکن‌های ۱، ۳، ۵ و ۷)
       *[other] تیم A (بازیکن‌های ۰، ۲ و ۴) در برابر تیم B (بازیکن‌های ۱، ۳ و ۵)
    }.
fiftysix-rules-pack = ورق‌ها: { $cards } کارت، { $cards ->
        [64] آس، شاه، بی‌بی، سرباز، ۱۰، ۹، ۸ و ۷
       *[other] آس، شاه، بی‌بی، سرباز، ۱۰ و ۹
    } از دو دست ورق (هر کارت دو بار). به هر بازیکن { $each } کارت می‌رسد و هر دور { $each } دست دارد.
fiftysix-rules-rank = ترتیب کارت‌ها در هر خال، خال حکم هم، از بالا به پایین: سرباز، ۹، آس، ۱۰، شاه، بی‌بی{ $players ->
        [8] {"، ۸، ۷"}
       *[other] {""}
    }. امتیاز کارت‌ها: سرباز ۳، نُه ۲، آس ۱، ده ۱، بقیه ۰؛ روی هم ۵۶ امتیاز در همهٔ ورق‌ها.
fiftysix-rules-deal = { $direction ->
        [clockwise] پخش، خواندن و بازی در جهت عقربه‌های ساعت است؛ نخستین دست‌ده کسی است که بالاترین کارت را بکشد، و در هر دور دست‌دهی به سمت چپ دست‌ده می‌رسد. کارت‌ها چهارتا چهارتا پخش می‌شوند، از همسایهٔ سمت چپ دست‌ده.
       *[other] پخش، خواندن و بازی خلاف جهت عقربه‌های ساعت است؛ نخستین دست‌ده کسی است که بالاترین کارت را بکشد، و در هر دور دست‌دهی به سمت راست دست‌ده می‌رسد. کارت‌ها چهارتا چهارتا پخش می‌شوند، از همسایهٔ سمت راست دست‌ده.
    }
fiftysix-rules-redeal_jacks = اگر هر هشت سرباز به یک بازیکن برسد، همان دست‌ده دوباره پخش می‌کند.
fiftysix-rules-redeal_no_points = اگر در دست بازیکنی هیچ سرباز، ۹، آس یا ۱۰ نباشد، همان دست‌ده دوباره پخش می‌کند.
fiftysix-rules-redeal_both = اگر هر هشت سرباز به یک بازیکن برسد، یا در دست بازیکنی هیچ سرباز، ۹، آس یا ۱۰ نباشد، همان دست‌ده دوباره پخش می‌کند.
fiftysix-rules-auction = خواندن: از سمت { $direction ->
        [clockwise] چپ
       *[other] راست
    } دست‌ده، هر بازیکن پاس می‌دهد، ۲۸ تا ۵۶ امتیاز کارت با یک خال حکم یا بی‌حکم می‌خواند (همه برابرند: خوانده فقط باید بالاتر باشد)، خواندهٔ حریفان را دوبل می‌کند، یا خواندهٔ دوبل‌شدهٔ تیم خودش را ردوبل می‌کند (که خواندن را تمام می‌کند).
fiftysix-rules-bid_forms = خوانده را به هر یک از شکل‌های گفتاری بگویید: «28 clubs» (۲۸ گشنیز)، «clubs 28» (گشنیز ۲۸)، «28 no trumps» و «28 No» (۲۸ بی‌حکم)؛ وقتی کسی خواند، «plus 2 diamonds» و «plus 1 No» هم (خواندهٔ کنونی به همان اندازه بالا می‌رود).
fiftysix-rules-passing = { $rebid ->
        [off] پاس قطعی است: پس از آن دیگر در خواندن شرکت نمی‌کنید.
       *[on] پاس قطعی نیست: در نوبت‌های بعد هنوز می‌توانید بخوانید.
    }
fiftysix-rules-over_double = { $overbid ->
        [off] پس از دوبل خواندهٔ بالاتر مجاز نیست: تنها پاس یا ردوبل.
       *[on] پس از دوبل می‌توان بالاتر خواند، و دوبل از میان می‌رود.
    }
fiftysix-rules-auction_end = خواندن با ردوبل تمام می‌شود، یا وقتی پس از یک خوانده یا دوبل همهٔ بازیکنان دیگر پاس بدهند.
fiftysix-rules-all_pass = { $rule ->
        [forced_bid] خواندن ناچار: اگر همهٔ بازیکنانِ پیش از همسایهٔ سمت چپ دست‌ده پاس داده باشند، او باید دست‌کم ۲۸ بخواند.
       *[other] اگر همه پاس بدهند، دور بی‌حکم بازی می‌شود، چنانکه حریفان دست‌ده ۲۸ خوانده باشند.
    }
fiftysix-rules-play = بازی: همسایهٔ سمت { $direction ->
        [clockwise] چپ
       *[other] راست
    } دست‌ده نخستین دست را شروع می‌کند، هر که خواندن را برده باشد. اگر از خال زمین دارید باید از همان بازی کنید، وگرنه هر کارتی. بالاترین حکم دست را می‌برد، وگرنه بالاترین کارتِ خال زمین؛ از دو کارت یکسان، آنکه زودتر بازی شده می‌برد.
fiftysix-rules-payment = پرداخت با میز ({ $table ->
        [honours_40_55] جدول افتخار ۴۰ تا ۵۵
        [honours_40_48] جدول افتخار ۴۰ تا ۴۸
       *[other] جدول استاندارد
    }): خوانندگان می‌برند اگر امتیاز دست‌هایی که گرفته‌اند دست‌کم به اندازهٔ خوانده‌شان باشد.
    { $table ->
        [honours_40_55]
            خواندهٔ ۲۸ تا ۳۹: برد، حریفان ۱ میز می‌دهند؛ باخت، خوانندگان ۲ میز می‌دهند
            خواندهٔ ۴۰ تا ۵۵: برد، حریفان ۲ میز می‌دهند؛ باخت، خوانندگان ۳ میز می‌دهند
            خواندهٔ ۵۶: برد، حریفان ۳ میز می‌دهند؛ باخت، خوانندگان ۴ میز می‌دهند
        [honours_40_48]
            خواندهٔ ۲۸ تا ۳۹: برد، حریفان ۱ میز می‌دهند؛ باخت، خوانندگان ۲ میز می‌دهند
            خواندهٔ ۴۰ تا ۴۸: برد، حریفان ۲ میز می‌دهند؛ باخت، خوانندگان ۳ میز می‌دهند
            خواندهٔ ۴۹ تا ۵۶: برد، حریفان ۳ میز می‌دهند؛ باخت، خوانندگان ۴ میز می‌دهند
       *[other]
            خواندهٔ ۲۸ تا ۳۹: برد، حریفان ۱ میز می‌دهند؛ باخت، خوانندگان ۲ میز می‌دهند
            خواندهٔ ۴۰ تا ۴۷: برد، حریفان ۲ میز می‌دهند؛ باخت، خوانندگان ۳ میز می‌دهند
            خواندهٔ ۴۸ تا ۵۵: برد، حریفان ۳ میز می‌دهند؛ باخت، خوانندگان ۴ میز می‌دهند
            خواندهٔ ۵۶: برد، حریفان ۴ میز می‌دهند؛ باخت، خوانندگان ۵ میز می‌دهند
    }
    دوبل ×۲، ردوبل ×{ $redouble }.
fiftysix-rules-cot = کُت: خوانندگانی که همهٔ دست‌ها را بگیرند دو برابر میز می‌گیرند. پیش از شروع هر دست، تا وقتی خوانندگان همهٔ دست‌ها را برده‌اند، یکی از مدافعان می‌تواند پیشنهاد تسلیم بدهد (یک بار در هر دور)؛ خواننده می‌پذیرد (دور تمام می‌شود، با میز عادی) یا پافشاری می‌کند: آنگاه گرفتن همهٔ دست‌ها دو برابر می‌برد، و باختن یک دست دو برابر مبلغ باخت را می‌بازد{ $end_early ->
        [on] {" و دور را همان‌جا تمام می‌کند."}
       *[off] .
    }
fiftysix-rules-match = مسابقه: هر تیم با { $tables } میز شروع می‌کند؛ تیمی که باید بیش از آنچه دارد بپردازد، مسابقه را می‌بازد.
fiftysix-rules-single_hand = (single_hand روشن است: سر این میز تنها یک دور بازی می‌شود.)

# گزینه‌ها: برچسب کوتاه، اثر هر گزینه، پیش‌تنظیم‌ها و راهنمای نوشتن حرکت‌ها
fiftysix-option-players = بازیکنان
fiftysix-option-players-effect = ۴: ۴۸ کارت (آس، شاه، بی‌بی، سرباز، ۱۰ و ۹ از دو دست ورق)، به هر نفر ۱۲ کارت، تیم‌های دونفره. ۶: همان ۴۸ کارت، به هر نفر ۸ کارت، تیم‌های سه‌نفره. ۸: ۶۴ کارت (با ۸ها و ۷ها)، به هر نفر ۸ کارت، تیم‌های چهارنفره. تیم‌ها یک در میان دور میز می‌نشینند: جاهای زوج در برابر جاهای فرد.
fiftysix-option-direction = جهت بازی
fiftysix-option-direction-effect = جهت پخش، خواندن، بازی و گردش دست‌ده. جاها خلاف جهت عقربه‌های ساعت شماره خورده‌اند، پس خلاف جهت عقربه‌ها یعنی بازیکن ۰، ۱، ۲ ... و در جهت عقربه‌ها یعنی بازیکن ۰، ۵، ۴ ...؛ «راست» و «چپ» دست‌ده هم با آن جابه‌جا می‌شوند.
fiftysix-option-deal_packet_size = کارت در هر بسته
fiftysix-option-deal_packet_size-effect = کارت‌ها چهارتا چهارتا پخش می‌شوند (۴ بازیکن: ۳ دور پخش؛ ۶ و ۸ بازیکن: ۲ دور پخش).
fiftysix-option-starting_tables = میزهای آغاز
fiftysix-option-starting_tables-effect = میزهایی (ژتون‌های امتیاز) که هر تیم در آغاز دارد؛ تیمی که باید بیش از آنچه دارد بپردازد، بازی را می‌بازد.
fiftysix-option-all_pass_rule = وقتی همه پاس بدهند
fiftysix-option-all_pass_rule-effect = وقتی کسی نخواند: با مقدار پیش‌فرض دور بی‌حکم بازی می‌شود، چنانکه حریفان دست‌ده ۲۸ خوانده باشند؛ با forced_bid همسایهٔ سمت چپ دست‌ده (آخرین بازیکنِ بیرون از تیم دست‌ده که در دور اول حرف می‌زند) اگر همهٔ پیش از او پاس داده باشند نمی‌تواند پاس بدهد و باید دست‌کم ۲۸ بخواند.
fiftysix-option-no_point_cards_redeal = پخش دوباره برای دست بی‌امتیاز
fiftysix-option-no_point_cards_redeal-effect = بازیکنی که هیچ سرباز، ۹، آس یا ۱۰ ندارد (تنها شاه و بی‌بی، و با ۸ بازیکن ۸ و ۷) کارت‌هایش را می‌اندازد و همان دست‌ده دوباره پخش می‌کند.
fiftysix-option-all_jacks_redeal = پخش دوباره وقتی همهٔ سربازها دست یک نفر است
fiftysix-option-all_jacks_redeal-effect = بازیکنی که هر هشت سرباز به او رسیده آن‌ها را نشان می‌دهد و همان دست‌ده دوباره پخش می‌کند.
fiftysix-option-scoring_table = جدول پرداخت
fiftysix-option-scoring_table-effect = میزهای برد و باخت بر پایهٔ خواندهٔ نهایی: جدول استاندارد (standard): ۲۸ تا ۳۹ برد ۱ باخت ۲، ۴۰ تا ۴۷ برد ۲ باخت ۳، ۴۸ تا ۵۵ برد ۳ باخت ۴، ۵۶ برد ۴ باخت ۵؛ جدول افتخار ۴۰ تا ۵۵: ۲۸ تا ۳۹ برد ۱ باخت ۲، ۴۰ تا ۵۵ برد ۲ باخت ۳، ۵۶ برد ۳ باخت ۴؛ جدول افتخار ۴۰ تا ۴۸: ۲۸ تا ۳۹ برد ۱ باخت ۲، ۴۰ تا ۴۸ برد ۲ باخت ۳، ۴۹ تا ۵۶ برد ۳ باخت ۴.
fiftysix-option-redouble_multiplier = ضریب ردوبل
fiftysix-option-redouble_multiplier-effect = قرارداد ردوبل‌شده ۴ برابر میز می‌پردازد (با مقدار ۳، سه برابر)؛ دوبل همیشه دو برابر می‌پردازد.
fiftysix-option-cot = کُت (همهٔ دست‌ها)
fiftysix-option-cot-effect = کُت: تیم خواننده‌ای که همهٔ دست‌ها را بگیرد دو برابر میز می‌گیرد. مدافعان می‌توانند میان دو دست، تا وقتی خوانندگان همهٔ دست‌ها را برده‌اند، پیشنهاد تسلیم بدهند؛ خواننده می‌پذیرد (دور تمام می‌شود، با میز عادی) یا پافشاری می‌کند (همهٔ دست‌ها: دو برابر؛ باختن یک دست: دو برابر مبلغ باخت).
fiftysix-option-end_early_when_cot_lost = پایان دور با از دست رفتن کُت
fiftysix-option-end_early_when_cot_lost-effect = با کُت: همین که تیم خواننده‌ای که پافشاری کرده یک دست ببازد، دور تمام می‌شود.
fiftysix-option-rebid_after_pass = خواندن دوباره پس از پاس
fiftysix-option-rebid_after_pass-effect = بازیکنی که پاس داده می‌تواند در نوبت‌های بعد بخواند، دوبل یا ردوبل کند. خاموش: پاس قطعی است و آن بازیکن تا پایان خواندن کنار می‌ماند.
fiftysix-option-bid_over_double = خواندن بالاتر پس از دوبل
fiftysix-option-bid_over_double-effect = پس از دوبل می‌توان بالاتر خواند، و دوبل از میان می‌رود. خاموش: پس از دوبل تنها پاس و ردوبل می‌ماند.
fiftysix-option-single_hand = تنها یک دور
fiftysix-option-single_hand-effect = تنها یک دور بازی می‌شود (برای پژوهش، آزمون و سنجش سرعت): بازی با پرداخت دور نخست تمام می‌شود و تیمی که میز گرفته می‌برد.
fiftysix-preset-seed = قوانین منبع: همان مقدارهای پیش‌فرض.
fiftysix-preset-variations = همهٔ گونه‌هایی که منبع برمی‌شمارد با هم: خواندن ناچار، پخش دوباره برای دست بی‌امتیاز، جدول افتخار ۴۰ تا ۵۵ و ردوبل سه‌برابر.
fiftysix-preset-final_passes = خواندنی سخت‌گیرانه‌تر: پاس قطعی است و روی دوبل نمی‌توان بالاتر خواند (پیشنهادهای کتاب قوانین خاموش).
fiftysix-notation = pass (پاس) | double (دوبل) | redouble (ردوبل) | خوانده‌ها: 28 clubs، clubs 28، 28 no trumps، 28 No (هر مقدار از ۲۸ تا ۵۶؛ 30H، 28NT و «bid 30H» هم پذیرفته است) و، وقتی کسی خوانده باشد، plus 2 diamonds یا plus 1 No (خواندهٔ کنونی به همان اندازه بالا می‌رود) | surrender (پیشنهاد تسلیم) | no surrender (ادامه بی تسلیم) | accept (پذیرفتن تسلیم) | insist (پافشاری برای کُت) | play <کارت> (بازی یک کارت). کارت‌ها رتبه و سپس خال‌اند: 9H، TD یا 10D، JS، AC؛ کارتِ تنها یعنی بازی همان کارت.

# چرا یک حرکت یا گزینه پذیرفته نیست ($denom: حرف خال خوانده، N برای بی‌حکم؛ $led: حرف خال زمین)
fiftysix-illegal-answer_offer = بازیکن { $seat } پیشنهاد تسلیم داده است؛ پاسخ دهید: accept (پذیرفتن: دور تمام می‌شود، با میز عادی) یا insist (پافشاری: برای کُت ادامه می‌دهید)
fiftysix-illegal-no_offer = کسی پیشنهاد تسلیم نداده است، پس چیزی برای پذیرفتن یا رد کردن نیست
fiftysix-illegal-auction_over = خواندن تمام شده است؛ اکنون کارت‌ها بازی می‌شوند
fiftysix-illegal-not_your_lead = نوبت شروع بازیکن { $seat } است؛ شما تنها می‌توانید پیشنهاد تسلیم بدهید یا از آن بگذرید
fiftysix-illegal-not_held = { $card } در دست شما نیست
fiftysix-illegal-follow_suit = { $led ->
        [S] پیک آمده و شما پیک دارید
        [H] دل آمده و شما دل دارید
        [D] خشت آمده و شما خشت دارید
       *[C] گشنیز آمده و شما گشنیز دارید
    }، پس باید از همان خال بازی کنید
fiftysix-illegal-no_cot = سر این میز کُت بازی نمی‌شود، پس تسلیمی در کار نیست
fiftysix-illegal-defenders_only = تنها مدافعان می‌توانند پیشنهاد تسلیم بدهند
fiftysix-illegal-offered_already = در این دور یک بار پیشنهاد تسلیم داده شده است (در هر دور یک پیشنهاد)
fiftysix-illegal-cot_gone = تیم خواننده یک دست را باخته است، پس کُتی نمانده که برابرش تسلیم شوید
fiftysix-illegal-between_tricks = پیشنهاد تسلیم تنها میان دو دست، پیش از شروع دست بعد، ممکن است
fiftysix-illegal-moment_passed = شما از این فرصت گذشته‌اید؛ پیش از دست‌های بعد دوباره می‌توانید پیشنهاد بدهید
fiftysix-illegal-leader_leads = اکنون شروع‌کنندهٔ دست باید کارت بازی کند
fiftysix-illegal-forced_bid = همهٔ بازیکنانِ پیش از شما پاس داده‌اند، پس شما (همسایهٔ سمت چپ دست‌ده) باید دست‌کم ۲۸ بخوانید (خواندن ناچار)
fiftysix-illegal-nothing_to_double = خوانده‌ای برای دوبل کردن نیست
fiftysix-illegal-double_own = خواندهٔ کنونی { $high } { $denom ->
        [S] پیک
        [H] دل
        [D] خشت
        [C] گشنیز
       *[N] بی‌حکم
    } از بازیکن { $seat } است، خواندهٔ تیم خودتان؛ تنها خواندهٔ حریفان را می‌توانید دوبل کنید
fiftysix-illegal-doubled_already = خواندهٔ کنونی { $high } { $denom ->
        [S] پیک
        [H] دل
        [D] خشت
        [C] گشنیز
       *[N] بی‌حکم
    } از بازیکن { $seat } است و پیش‌تر { $doubling ->
        [redoubled] ردوبل شده است
        [undoubled] دوبل نشده است
       *[doubled] دوبل شده است
    }
fiftysix-illegal-redouble_undoubled = تنها خوانده‌ای که دوبل شده ردوبل می‌شود، و خواندهٔ کنونی، { $high } { $denom ->
        [S] پیک
        [H] دل
        [D] خشت
        [C] گشنیز
       *[N] بی‌حکم
    } از بازیکن { $seat }، دوبل نشده است
fiftysix-illegal-redouble_no_bid = تنها خوانده‌ای که دوبل شده ردوبل می‌شود، و هنوز کسی نخوانده است
fiftysix-illegal-redouble_not_bidder = خواندهٔ کنونی { $high } { $denom ->
        [S] پیک
        [H] دل
        [D] خشت
        [C] گشنیز
       *[N] بی‌حکم
    } از بازیکن { $seat } است؛ تنها تیم خواننده می‌تواند خواندهٔ خودش را ردوبل کند
fiftysix-illegal-plus_no_bid = «plus» خواندهٔ کنونی را بالا می‌برد، و هنوز کسی نخوانده است
fiftysix-illegal-above_max = «{ $call }» به { $value } می‌رسد، و بالاترین خوانده { $most } است
fiftysix-illegal-not_higher = «{ $call }» برابر { $value } است، و خوانده باید از خواندهٔ کنونی ({ $high } { $denom ->
        [S] پیک
        [H] دل
        [D] خشت
        [C] گشنیز
       *[N] بی‌حکم
    } از بازیکن { $seat }) بالاتر باشد
fiftysix-illegal-no_overbid = خواندهٔ کنونی { $high } { $denom ->
        [S] پیک
        [H] دل
        [D] خشت
        [C] گشنیز
       *[N] بی‌حکم
    } از بازیکن { $seat } است و دوبل شده؛ سر این میز روی دوبل نمی‌توان بالاتر خواند
fiftysix-illegal-auction_now = اکنون وقت خواندن است: بخوانید، پاس دهید، دوبل یا ردوبل کنید
fiftysix-illegal-not_a_call = این اکنون حرکتی در خواندن نیست
fiftysix-illegal-bid_range = خوانده عددی از { $low } تا { $high } است، نه { $value }
fiftysix-illegal-number_first = برای بی‌حکم اول عدد را بگویید: «28 No» یا «28 no trumps»
fiftysix-illegal-raise_range = افزایش از «plus 1» تا «plus { $most }» است، نه «plus { $amount }»
fiftysix-illegal-plus_form = «plus» یک مقدار و یک خال یا No می‌خواهد، مانند «plus 2 diamonds»؛ آمده: { $got }
fiftysix-illegal-not_a_suit = { $text } خال یا بی‌حکم نیست؛ بگویید spades، hearts، diamonds، clubs (یا S H D C)، no trumps یا No
fiftysix-illegal-not_a_card = { $text } کارت نیست؛ رتبه و سپس خال را بنویسید، مانند AS، TD، 10H، JC (رتبه‌ها A، 2 تا 9، T یا 10، J، Q، K؛ خال‌ها S H D C)، یا JK برای ژوکر
fiftysix-illegal-no_jokers = ۵۶ بی ژوکر بازی می‌شود
fiftysix-illegal-unknown = این حرکتی از بازی ۵۶ نیست؛ حرکت‌ها: pass (پاس) | double (دوبل) | redouble (ردوبل) | خوانده‌ها: 28 clubs، clubs 28، 28 no trumps، 28 No (هر مقدار از ۲۸ تا ۵۶؛ 30H، 28NT و «bid 30H» هم پذیرفته است) و، وقتی کسی خوانده باشد، plus 2 diamonds یا plus 1 No (خواندهٔ کنونی به همان اندازه بالا می‌رود) | surrender (پیشنهاد تسلیم) | no surrender (ادامه بی تسلیم) | accept (پذیرفتن تسلیم) | insist (پافشاری برای کُت) | play <کارت> (بازی یک کارت). کارت‌ها رتبه و سپس خال‌اند: 9H، TD یا 10D، JS، AC؛ کارتِ تنها یعنی بازی همان کارت
fiftysix-invalid-cot_off = end_early_when_cot_lost تنها وقتی کُت بازی می‌شود اثر دارد، و سر این میز cot=off است؛ آن را روی پیش‌فرض (on) بگذارید یا کُت را روشن کنید
