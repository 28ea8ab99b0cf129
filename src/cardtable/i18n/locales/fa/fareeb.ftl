# fareeb: فارسی (فریب، همان یوکر)

fareeb-action-pass = پاس
fareeb-action-order_up = { $card } را حکم کن
fareeb-action-name = { $suit } را حکم کن
fareeb-action-with_partner = با یارت بازی کن
fareeb-action-alone = تنها بازی کن
fareeb-action-defend_alone = تنها دفاع کن
fareeb-action-call = یک کارت یار را صدا بزن
fareeb-action-discard = { $card } را کنار بگذار
fareeb-action-play = { $card } را بازی کن
fareeb-bid-pass = پاس می‌دهد
fareeb-bid-order_up = { $card } را حکم می‌کند
fareeb-bid-name = { $suit } را حکم می‌کند
fareeb-bid-with_partner = با یارش بازی می‌کند
fareeb-bid-alone = تنها بازی می‌کند
fareeb-bid-defend_alone = تنها دفاع می‌کند
fareeb-bid-call = { $card } را صدا می‌زند
fareeb-bid-discard = { $card } را کنار می‌گذارد
fareeb-bid-discard_hidden = یک کارت را به پشت کنار می‌گذارد
fareeb-badge-maker = حاکم ({ $suit })
fareeb-badge-alone = تنها
fareeb-badge-caller = { $card } را صدا زد
fareeb-badge-called_partner = یار حاکم
fareeb-badge-defends_alone = تنها دفاع می‌کند
fareeb-badge-sitting_out = بیرون می‌نشیند
fareeb-zone-upcard = کارت رو
fareeb-zone-stub = باقی دسته
fareeb-zone-discard = کارت کنارگذاشتهٔ بازیکن { $seat }
fareeb-zone-auction = تعیین حکم
fareeb-upcard-taken = بازیکن { $seat } { $card } را برداشت
fareeb-upcard-turned_down = برگردانده شد
fareeb-fact-called = کارت صدازده
fareeb-fact-partner = یار حاکم
fareeb-partner-known = بازیکن { $seat }
fareeb-partner-unknown = هنوز معلوم نیست
fareeb-partner-none = ندارد: حاکم تنها بازی می‌کند
fareeb-status-round_1 = تعیین حکم، دور اول: بازیکن { $seat } پاس می‌دهد یا حکم می‌کند
fareeb-status-round_2 = تعیین حکم، دور دوم: بازیکن { $seat } پاس می‌دهد یا خالی را حکم می‌کند
fareeb-status-maker_choice = بازیکن { $seat }، حاکم، شیوهٔ بازی را برمی‌گزیند
fareeb-status-defender_choice = بازیکن { $seat } می‌تواند تنها دفاع کند
fareeb-status-exchange = بازیکن { $seat }، دست‌ده، یک کارت کنار می‌گذارد
fareeb-status-play = نوبت بازی بازیکن { $seat }
fareeb-status-over = بازی تمام شد
fareeb-prompt-round_1 = پاس بده، یا خال کارت رو را حکم کن
fareeb-prompt-round_2 = پاس بده، یا خالی جز خال برگردانده را حکم کن
fareeb-prompt-maker_choice = شما حکم کردید: شیوهٔ بازی را برگزینید
fareeb-prompt-defender_choice = حاکم تنها بازی می‌کند: پاس بده، یا تنها دفاع کن
fareeb-prompt-exchange = یک کارت را به پشت کنار بگذارید
fareeb-prompt-play = یک کارت بازی کنید
fareeb-outcome-made = بازیکن { $seat } { $suit } را حکم کرد و { $tricks } دست گرفت: حاکمان { $points } امتیاز می‌گیرند
fareeb-outcome-march = بازیکن { $seat } { $suit } را حکم کرد و هر ۵ دست را گرفت (کُت): حاکمان { $points } امتیاز می‌گیرند
fareeb-outcome-fareeb = بازیکن { $seat } { $suit } را حکم کرد ولی تنها { $tricks } دست گرفت (فریب): مدافعان { $points } امتیاز می‌گیرند
fareeb-outcome-defenders_march = بازیکن { $seat } { $suit } را حکم کرد و هیچ دستی نگرفت (کُت مدافعان): مدافعان { $points } امتیاز می‌گیرند
fareeb-outcome-thrown_in = همه دو بار پاس دادند: این دور باطل شد
fareeb-note-alone = بازیکن { $seat } تنها بازی کرد
fareeb-note-defended_alone = بازیکن { $seat } تنها دفاع کرد
fareeb-note-called_partner = { $card } صدا زده شد؛ بازیکن { $seat } آن را داشت و یار حاکم بود
fareeb-note-called_no_partner = { $card } صدا زده شد؛ کس دیگری آن را نداشت، پس حاکم تنها بازی کرد
fareeb-log-farmer = دست کشاورز را نشان داد ({ $cards })؛ کارت‌ها دوباره پخش شد
fareeb-title-fareeb = فریب (یوکر)
fareeb-summary-fareeb = بازی دست‌گیری برای ۴ بازیکن در دو یار یا ۵ بازیکن با یار صدازده؛ حکم کنید، ۳ دست از ۵ را بگیرید، تا ۱۰.

# قواعد جاری (FareebGame.rules_paragraphs): هر بند یک پیام؛ گزینه‌های روشن/خاموش به صورت on/off
fareeb-rules-four_players = بازیکنان: ۴ نفر در دو تیم، یارها روبه‌روی هم: بازیکن ۰ و ۲ در برابر بازیکن ۱ و ۳.
    دسته: ۲۴ کارت، از ۹ تا آس در هر خال. به هر کس پنج کارت؛ ۴ کارت پخش‌نشده می‌ماند.
fareeb-rules-five_players = بازیکنان: ۵ نفر، بی تیم ثابت. در هر دور، حاکم و یاری که پنهانی صدا زده شده (یا حاکم به تنهایی) در برابر بقیهٔ بازیکنان بازی می‌کنند. امتیاز هر بازیکن جدا نگه داشته می‌شود.
    دسته: ۲۸ کارت، از ۸ تا آس در هر خال. به هر کس پنج کارت؛ ۳ کارت پخش‌نشده می‌ماند.
fareeb-rules-deal = کارت‌ها از سمت چپ دست‌ده و ساعتگرد پخش می‌شود؛ کارت بعدی رو می‌شود.
    دست کشاورز: دستی که همهٔ کارت‌هایش { $low } و { $high } است { $redeal ->
        [on] اعلام می‌شود و همان دست‌ده دوباره پخش می‌کند.
       *[off] بازی می‌شود.
    }
fareeb-rules-ranking = ترتیب کارت‌ها تا وقتی حکم معلوم نشده: آس، شاه، بی‌بی، سرباز، ۱۰، ۹{ $low ->
        [8] ، ۸
       *[other] {""}
    }. پس از آن سرباز خال حکم (سرباز حکم) بالاترین کارت است و سرباز دیگرِ همان رنگ (جیک) دومین، که از هر نظر حکم به شمار می‌آید؛ سپس آس، شاه، بی‌بی، ۱۰ و … تا { $low } حکم. هر حکمی از هر کارت دیگری بالاتر است.
fareeb-rules-round_1 = تعیین حکم، دور اول: از سمت چپ دست‌ده، هر بازیکن می‌تواند خال کارت رو را حکم کند یا پاس بدهد؛ دست‌ده کارت رو را برمی‌دارد و یک کارت را به پشت کنار می‌گذارد{ $discard_upcard ->
        [off] {" "}(نه خود کارت رو را).
       *[on] .
    }
fareeb-rules-round_2 = دور دوم (همه پاس دادند): کارت رو برگردانده می‌شود و خالش در این دور حکم نمی‌شود؛ هر بازیکن می‌تواند خال دیگری را حکم کند یا پاس بدهد. { $stick ->
        [on] چسبیدن به دست‌ده: اگر دیگران پاس بدهند، دست‌ده باید خالی را حکم کند.
       *[off] اگر همه دوباره پاس بدهند، این دور باطل می‌شود و بازیکن بعدی پخش می‌کند؛ پس از { $limit } دور باطل در یک بازی، دست‌ده تا پایان بازی گیر می‌افتد (باید خالی را حکم کند).
    }
fareeb-rules-call = سپس حاکم { $alone ->
        [on] تنها بازی می‌کند یا یک کارت را صدا می‌زند
       *[off] یک کارت را صدا می‌زند
    } ({ $timing ->
        [after_exchange] پس از
       *[before_exchange] پیش از
    } تعویض دست‌ده){ $trump_call ->
        [off] ، که هرگز حکم نیست
       *[on] {""}
    }؛ دارندهٔ آن کارت یار پنهان اوست و دیگران تنها وقتی او را می‌شناسند که آن کارت بازی شود.
fareeb-rules-call_nobody = اگر کسی کارت صدازده را نداشته باشد (پخش نشده یا کنار گذاشته شده)، حاکم تنها بازی می‌کند. { $own ->
        [counts_as_alone] حاکم می‌تواند کارتی را که خودش دارد صدا بزند و آن‌گاه تنها بازی می‌کند.
       *[off] حاکم نمی‌تواند کارتی را که خودش دارد صدا بزند.
    }
fareeb-rules-alone = حاکم می‌تواند تنها بازی کند: یارش کارت‌هایش را زمین می‌گذارد و بیرون می‌نشیند (اگر یارش دست‌ده باشد، تعویضی در کار نیست). وقتی کسی بیرون نشسته، { $lead ->
        [left_of_lone_player] نخستین بازیکنِ در بازی از سمت چپ حاکمِ تنها
       *[left_of_dealer_next_active] نخستین بازیکنِ در بازی از سمت چپ دست‌ده
    } دست اول را شروع می‌کند.
fareeb-rules-defend_alone = در برابر حاکمِ تنها، یکی از مدافعان می‌تواند تنها دفاع کند (یار او هم بیرون می‌نشیند).
fareeb-rules-play = بازی: بازیکن سمت چپ دست‌ده شروع می‌کند؛ اگر از خال آغازگر دارید باید از همان خال بازی کنید (سرباز حکم و جیک، حکم به شمار می‌آیند)، وگرنه هر کارتی را می‌توانید بازی کنید. بالاترین حکم دست را می‌برد، وگرنه بالاترین کارتِ خال آغازگر.
fareeb-rules-scoring =
    امتیاز هر دور:
      حاکمان ۳ یا ۴ دست بگیرند: حاکمان ۱
      حاکمان هر ۵ دست را بگیرند (کُت): حاکمان ۲{ $lone_maker ->
        [on] ، حاکمِ تنها { $lone_march }
       *[off] {""}
    }
      حاکمان ۱ یا ۲ دست بگیرند (فریب): مدافعان ۲{ $lone_defender ->
        [on] ، مدافعِ تنها ۴
       *[off] {""}
    }
      حاکمان هیچ دستی نگیرند: مدافعان { $defenders_march }{ $lone_defender ->
        [on] ، مدافعِ تنها ۴
       *[off] {""}
    }
fareeb-rules-match_four = پایان بازی: نخستین تیمی که به { $target } امتیاز برسد برنده است.
fareeb-rules-match_five = هر یک از اعضای طرفی که امتیاز می‌گیرد همهٔ آن امتیاز را می‌گیرد. پایان بازی: نخستین بازیکنی که به { $target } امتیاز برسد؛ اگر چند نفر در یک دور به آن برسند، { $tie ->
        [play_on] بازی ادامه می‌یابد تا یک بازیکن به تنهایی بیشترین امتیاز را داشته باشد.
       *[joint_winners] با هم برنده‌اند.
    }
fareeb-rules-single_hand = (single_hand روشن است: این میز تنها یک دور بازی می‌کند.)

# گزینه‌ها: برچسب کوتاه، اثر هر گزینه، پیش‌تنظیم‌ها و راهنمای نوشتن حرکت‌ها
fareeb-option-players = تعداد بازیکنان
fareeb-option-players-effect = ۴: ۲۴ کارت (۹ تا آس)، تیم‌های ثابت، یارها روبه‌روی هم. ۵: ۲۸ کارت (با ۸ها)، حاکم کارتی را صدا می‌زند که دارنده‌اش یار پنهان اوست؛ امتیاز هر بازیکن جداست.
fareeb-option-target_score = امتیاز برد
fareeb-option-target_score-effect = امتیازی که برای بردن بازی لازم است.
fareeb-option-stick_the_dealer = چسبیدن به دست‌ده
fareeb-option-stick_the_dealer-effect = on: اگر در دور دوم همه پاس بدهند، دست‌ده باید خالی را حکم کند. off: آن دور باطل می‌شود و دست‌ده بعدی پخش می‌کند.
fareeb-option-thrown_in_limit = دورهای باطل پیش از گیر افتادن دست‌ده
fareeb-option-thrown_in_limit-effect = با stick_the_dealer=off: وقتی این تعداد دور از بازی باطل شد (همه دو بار پاس دادند)، دست‌ده تا پایان بازی گیر می‌افتد، مانند stick_the_dealer=on (در دور دوم باید خالی را حکم کند)؛ پس بازی همیشه به پایان می‌رسد.
fareeb-option-farmers_hand_redeal = پخش دوباره برای دست کشاورز
fareeb-option-farmers_hand_redeal-effect = دستی که فقط ۹ و ۱۰ دارد (۴ نفره) یا فقط ۸ و ۹ (۵ نفره) اعلام می‌شود و همان دست‌ده دوباره پخش می‌کند.
fareeb-option-going_alone = تنها بازی کردن
fareeb-option-going_alone-effect = حاکم می‌تواند تنها بازی کند (۴ نفره: یارش بیرون می‌نشیند).
fareeb-option-defender_alone = تنها دفاع کردن
fareeb-option-defender_alone-effect = ۴ نفره: وقتی حاکم تنها بازی می‌کند، یکی از مدافعان می‌تواند تنها دفاع کند (یارش بیرون می‌نشیند)؛ مدافع تنهایی که حاکم را فریب بدهد ۴ امتیاز می‌گیرد.
fareeb-option-alone_lead = شروع‌کنندهٔ دست اول وقتی کسی بیرون است
fareeb-option-alone_lead-effect = وقتی کسی بیرون نشسته، چه کسی دست اول را شروع می‌کند: نخستین بازیکنِ در بازی از سمت چپ دست‌ده (left_of_dealer_next_active)، یا نخستین بازیکنِ در بازی از سمت چپ حاکمِ تنها (left_of_lone_player).
fareeb-option-lone_march_points = امتیاز کُت حاکمِ تنها
fareeb-option-lone_march_points-effect = امتیاز حاکمِ تنهایی که هر پنج دست را بگیرد.
fareeb-option-defenders_march_points = امتیاز کُت مدافعان
fareeb-option-defenders_march_points-effect = امتیاز مدافعانی که هر پنج دست را بگیرند.
fareeb-option-call_timing = زمان صدا زدن کارت یار
fareeb-option-call_timing-effect = ۵ نفره: کارت یار پیش از تعویض دست‌ده (before_exchange) یا پس از آن (after_exchange) صدا زده می‌شود.
fareeb-option-called_card_may_be_trump = صدا زدن کارت حکم
fareeb-option-called_card_may_be_trump-effect = ۵ نفره: کارت صدازده می‌تواند حکم باشد (سرباز حکم و جیک هم).
fareeb-option-call_own_card = صدا زدن کارت خود
fareeb-option-call_own_card-effect = ۵ نفره: با off، حاکم نمی‌تواند کارتی را که خودش دارد صدا بزند؛ با counts_as_alone می‌تواند، و آن‌گاه بی‌آنکه به کسی بگوید تنها بازی می‌کند.
fareeb-option-five_player_tie = تساوی در بازی ۵ نفره
fareeb-option-five_player_tie-effect = ۵ نفره: وقتی چند بازیکن در یک دور به امتیاز برد برسند، با هم برنده‌اند (joint_winners)، یا دورها ادامه می‌یابد تا یک بازیکن به تنهایی بیشترین امتیاز را داشته باشد (play_on).
fareeb-option-dealer_may_discard_upcard = کنار گذاشتن کارت رو به دست دست‌ده
fareeb-option-dealer_may_discard_upcard-effect = دست‌ده می‌تواند کارت رویی را که تازه برداشته کنار بگذارد.
fareeb-option-single_hand = تنها یک دور
fareeb-option-single_hand-effect = تنها یک دور بازی (برای پژوهش و آزمون): بازی وقتی دور اول امتیازشماری یا باطل شود به پایان می‌رسد.
fareeb-preset-seed = قواعد منبع: همان پیش‌فرض‌ها.
fareeb-preset-pagat = یوکر استاندارد ۴ نفره به روایت pagat: بی چسبیدن به دست‌ده، با دفاع تنها، بازیکن سمت چپ بازیکنِ تنها شروع می‌کند، فریب همیشه ۲ امتیاز است.
fareeb-preset-call_your_partner = یوکر ۵ نفرهٔ «یارت را صدا بزن» (bradwilson.io): کارت صدازده حکم نیست و پس از کنار گذاشتن دست‌ده نام برده می‌شود؛ کُت حاکمِ تنها ۵ امتیاز دارد.
fareeb-notation = pass (پاس) | order up (حکم کردن خال کارت رو؛ دست‌ده: take up) | name S/H/D/C (حکم کردن یک خال) | with partner (با یار) | alone (تنها) | defend alone (تنها دفاع کردن) | call <کارت> (صدا زدن کارت یار) | discard <کارت> (کنار گذاشتن) | play <کارت> (بازی کردن). هر کارت رتبه و سپس خال است: 9H، TD یا 10D، JS، AC (خال‌ها: S پیک، H دل، D خشت، C گشنیز؛ J سرباز، Q بی‌بی، K شاه، A آس). یک کارت به تنهایی (مثلاً JH) یعنی بازی کردن، کنار گذاشتن یا صدا زدن آن، هر کدام که اکنون مجاز است.

# چرا حرکت یا گزینه‌ای پذیرفته نیست
fareeb-illegal-name_which = یک خال را نام ببرید، مثلاً «name S»
fareeb-illegal-say_which = بگویید کدام کارت، مثلاً «{ $cards }»
fareeb-illegal-not_a_suit = { $what } خال نیست؛ یکی از S H D C (یا ♠ ♥ ♦ ♣، یا نام خال) را بنویسید
fareeb-illegal-not_a_card = { $what } کارت نیست؛ رتبه و سپس خال را بنویسید، مثلاً AS، TD، 10H، JC (رتبه‌ها A، ۲ تا ۹، T یا 10، J، Q، K؛ خال‌ها S H D C)، یا JK برای ژوکر
fareeb-illegal-no_jokers = فریب بدون ژوکر بازی می‌شود
fareeb-illegal-unknown = این حرکتی از فریب نیست؛ حرکت‌ها: pass (پاس) | order up (حکم کردن خال کارت رو؛ دست‌ده: take up) | name S/H/D/C (حکم کردن یک خال) | with partner (با یار) | alone (تنها) | defend alone (تنها دفاع کردن) | call <کارت> (صدا زدن کارت یار) | discard <کارت> (کنار گذاشتن) | play <کارت> (بازی کردن). هر کارت رتبه و سپس خال است: 9H، TD یا 10D، JS، AC. یک کارت به تنهایی (مثلاً JH) یعنی بازی کردن، کنار گذاشتن یا صدا زدن آن، هر کدام که اکنون مجاز است
fareeb-illegal-round_1 = در دور اول تعیین حکم، انتخاب‌ها پاس و حکم کردن خال کارت رو است
fareeb-illegal-round_2 = در دور دوم تعیین حکم، انتخاب‌ها پاس و حکم کردن یک خال است
fareeb-illegal-defenders = مدافعان در برابر حاکمِ تنها انتخاب می‌کنند: پاس یا تنها دفاع کردن
fareeb-illegal-exchange = دست‌ده در حال تعویض است: یک کارت کنار بگذارید
fareeb-illegal-play = کارت‌ها در حال بازی است: یک کارت بازی کنید
fareeb-illegal-maker_four = حاکم انتخاب می‌کند: با یار یا تنها
fareeb-illegal-maker_five = حاکم کارتی را صدا می‌زند که دارنده‌اش یار اوست (یا تنها بازی می‌کند)
fareeb-illegal-stuck = دست‌ده در دور دوم نمی‌تواند پاس بدهد (چسبیدن به دست‌ده)؛ خالی جز { $barred ->
        [S] { common-suit-S }
        [H] { common-suit-H }
        [D] { common-suit-D }
       *[C] { common-suit-C }
    } را حکم کنید
fareeb-illegal-stuck_after = دست‌ده در دور دوم نمی‌تواند پاس بدهد (پس از { $count } دور باطل گیر افتاده است، thrown_in_limit)؛ خالی جز { $barred ->
        [S] { common-suit-S }
        [H] { common-suit-H }
        [D] { common-suit-D }
       *[C] { common-suit-C }
    } را حکم کنید
fareeb-illegal-barred = خال { $barred ->
        [S] { common-suit-S }
        [H] { common-suit-H }
        [D] { common-suit-D }
       *[C] { common-suit-C }
    } در این دور رد شد و نمی‌تواند حکم شود
fareeb-illegal-alone_off = سر این میز تنها بازی کردن مجاز نیست
fareeb-illegal-call_instead = با ۵ بازیکن، حاکم به جای آن یک کارت را صدا می‌زند (یا تنها بازی می‌کند)
fareeb-illegal-no_call = با ۴ بازیکن یار شما روبه‌رویتان نشسته است؛ کارتی برای صدا زدن نیست
fareeb-illegal-not_in_pack = { $card } در دستهٔ ۲۸ کارتی نیست
fareeb-illegal-trump_call = سر این میز کارت صدازده نمی‌تواند حکم باشد
fareeb-illegal-own_card = { $card } دست خودتان است؛ نمی‌توانید کارت خودتان را صدا بزنید
fareeb-illegal-not_a_choice = این اکنون یکی از انتخاب‌ها نیست
fareeb-illegal-not_held = شما { $card } را ندارید
fareeb-illegal-keep_upcard = سر این میز دست‌ده نمی‌تواند کارت رویی را که تازه برداشته کنار بگذارد
fareeb-illegal-follow = خال { $led ->
        [S] { common-suit-S }
        [H] { common-suit-H }
        [D] { common-suit-D }
        [C] { common-suit-C }
       *[trump] حکم
    } بازی شده و شما از آن دارید، پس باید از همان خال بازی کنید (جیک حکم به شمار می‌آید، نه از خال چاپ‌شده‌اش)
fareeb-invalid-players_only = { $option } فقط در فریب { $applies } نفره به کار می‌آید و این میز { $players } بازیکن دارد
fareeb-invalid-needs_no_stick = thrown_in_limit سقف دورهای باطل است، پس به stick_the_dealer=off نیاز دارد
fareeb-invalid-defender_needs_alone = تنها دفاع کردن پاسخ به حاکمِ تنهاست، پس به going_alone=on نیاز دارد
fareeb-invalid-needs_alone = { $option } فقط وقتی معنا دارد که در بازی ۴ نفره حاکم تنها بازی کند، پس به going_alone=on نیاز دارد
