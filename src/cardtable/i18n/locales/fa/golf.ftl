# golf: فارسی (گلف)

golf-status-setup = بازیکن { $seat } چیدمانش را آماده می‌کند
golf-status-turn_start = بازیکن { $seat } نوبتش را آغاز می‌کند
golf-status-draw = نوبت برداشتن بازیکن { $seat }
golf-status-holding = بازیکن { $seat } کارت برداشته را می‌گذارد یا دور می‌اندازد
golf-status-flip_after_discard = بازیکن { $seat } یک کارت را رو می‌کند
golf-status-over = بازی تمام شد
golf-prompt-setup = چیدمانتان را آماده کنید
golf-prompt-turn_start = نوبتتان را آغاز کنید
golf-prompt-draw = از دسته بردارید یا کارت روی زمین را بگیرید
golf-prompt-holding = کارت را در چیدمانتان بگذارید، یا دور بیندازید
golf-prompt-flip_after_discard = یکی از کارت‌های به‌پشتتان را رو کنید
golf-prompt-over = بازی تمام شد
golf-prompt-duty-peek = یک کارت به‌پشت را برای نگاه کردن برگزینید
golf-prompt-duty-initial_flip = یک کارت به‌پشت را رو کنید
golf-prompt-duty-flip = نخست یک کارت به‌پشت را رو کنید
golf-prompt-duty-flip_column = هر دو کارت یک ستون را رو کنید
golf-prompt-duty-arrange = دو کارت رویتان را جابه‌جا کنید، یا همان‌جا نگه دارید
golf-badge-knocked = در زد
golf-badge-went_out = تمام کرد
golf-badge-final_turn = نوبت آخر مانده
golf-badge-paid_peeks = { $count } نگاه با پرداخت
golf-zone-layout = چیدمان بازیکن { $seat }
golf-zone-showing = رو: { $value }، { $count } به پشت
golf-zone-face_down = { $count } به پشت
golf-zone-value = ارزش { $value }
golf-zone-stock = دسته
golf-zone-discard = کارت‌های زمین
golf-zone-cards = { $count } کارت
golf-zone-held = برداشتهٔ بازیکن { $seat }
golf-zone-set_aside = کنار گذاشته
golf-held-from_stock = از دسته
golf-held-from_discard = از زمین
golf-slot = { $slot }
golf-field-first = { $card } را بگذار در
golf-field-second = { $card } را بگذار در
golf-action-draw_stock = از دسته بردار
golf-action-draw_discard = { $card } را بردار
golf-action-discard = { $card } را دور بینداز
golf-action-knock = در بزن
golf-action-reveal_all = همهٔ کارت‌هایت را رو کن
golf-action-keep = همان‌طور نگه دار
golf-action-replace = جایگزین { $slot }
golf-action-flip = { $slot } را رو کن
golf-action-peek = به { $slot } نگاه کن
golf-action-flip_column = ستون { $column } را رو کن
golf-action-arrange = کارت‌های رویت را جابه‌جا کن
golf-fact-hole = چاله
golf-fact-hole_of_holes = { $hand } از { $count }
golf-fact-hole_of_target = { $hand } (بازی تا { $count })
golf-fact-memory = حافظه
golf-memory-human = آنچه دیدید را به یاد بسپارید
golf-memory-perfect = هر کارتی که دیدید نمایان می‌ماند
golf-fact-final_turns = نوبت‌های آخر
golf-final-knocked = بازیکن { $seat } در زد
golf-final-went_out = بازیکن { $seat } تمام کرد
golf-fact-pot = پاتیل
golf-chips = { $count } ژتون
golf-log-reshuffle = کارت‌های زمین بُر خورد و دستهٔ تازه‌ای از { $count } کارت شد
golf-log-skipped = یک نوبت از دست می‌دهد (سرباز دور انداخته شد)
golf-log-set_aside = { $cards } را کنار می‌گذارد
golf-log-draw_discard = { $card } را از زمین برمی‌دارد
golf-log-draw_stock = از دسته برمی‌دارد
golf-log-replace = { $slot } را جایگزین می‌کند و { $card } را دور می‌اندازد
golf-log-replace_with = { $card } را در { $slot } می‌گذارد و { $discarded_card } را دور می‌اندازد
golf-log-discard = { $card } را دور می‌اندازد
golf-log-flip_column = ستون { $column } را رو می‌کند: { $cards }
golf-log-flip = { $slot } را رو می‌کند: { $card }
golf-log-reveal_all = { $cards } را رو می‌کند
golf-log-peek = به { $slot } نگاه می‌کند
golf-log-peek_seen = به { $slot } نگاه می‌کند: { $card }
golf-log-arrange = کارت‌های رویش را به { $slot } و { $other_slot } می‌برد
golf-log-knock = در می‌زند
golf-log-keep = نگه می‌دارد
golf-ended-knock = چالهٔ { $hand } تمام شد: بازیکن { $seat } در زد
golf-ended-all_face_up = چالهٔ { $hand } تمام شد: بازیکن { $seat } همهٔ کارت‌هایش را رو کرد
golf-ended-every_card_exposed = چالهٔ { $hand } تمام شد: همهٔ کارت‌ها رو شده‌اند
golf-ended-turn_limit = چالهٔ { $hand } با رسیدن به سقف نوبت‌ها تمام شد
golf-ended-stock_exhausted = چالهٔ { $hand } تمام شد: دسته ته کشید
golf-result-cards = کارت‌های شمرده
golf-result-pair = { $card } در { $slot } با { $other_card } در { $other_slot }
golf-result-group-progressive = { $count } تا { $rank } در ستون‌های { $columns } (پلکانی)
golf-result-group-pairs_of_pairs = { $count } تا { $rank } در ستون‌های { $columns } (جفتِ جفت‌ها)
golf-result-group-negative_four = { $count } تا { $rank } در ستون‌های { $columns } (منفی چهار)
golf-result-group-two_columns = { $count } تا { $rank } در ستون‌های { $columns }
golf-result-group-six_of_a_kind = شش { $rank } در ستون‌های { $columns }
golf-result-group-square_block = { $count } تا { $rank } در ستون‌های { $columns } (مربع)
golf-result-group-other = { $count } تا { $rank } در ستون‌های { $columns }
golf-result-line = ردیف { $slots }: { $cards }
golf-result-block = بلوک از { $slot }: { $cards }
golf-result-banked = بلوک‌های کنار گذاشته در این چاله
golf-result-layout_value = ارزش چیدمان
golf-result-paid_peeks = نگاه‌های با پرداخت
golf-result-knocker_bonus = بازیکن { $seat } در زد و کمترین است
golf-result-knocker_penalty = بازیکن { $seat } در زد ولی کمترین نیست
golf-result-lowest_zero = کمترین صفر می‌گیرد؛ اعلام‌کننده‌ای که کمترین نیست می‌پردازد
golf-result-adjustment = تعدیل
golf-result-hand_score = امتیاز این چاله
golf-note-knocker_lowest = بازیکن { $seat } در زد و کمترین چیدمان را دارد
golf-note-knocker_not_lowest = بازیکن { $seat } در زد ولی کمترین چیدمان را ندارد
golf-note-pot = پاتیل از { $count } به { $value } می‌رسد
golf-title-golf10 = گلف ده‌کارتی
golf-summary-golf10 = چیدمان ۲ × ۵ از دو دست ورق، دو کارت رو، مانند گلف شش‌کارتی؛ کمترین جمع پس از ۹ چاله می‌برد.
golf-title-golf4 = گلف چهارکارتی (لاک‌پشت)
golf-summary-golf4 = چیدمان ۲ × ۲ به پشت، به دو تا نگاه کنید، بردارید و ندیده جایگزین کنید، برای پایان در بزنید؛ کمترین جمع پس از ۹ دور می‌برد.
golf-title-golf6 = گلف شش‌کارتی
golf-summary-golf6 = چیدمان ۲ × ۳، دو کارت رو، بردارید و رو جایگزین کنید، جفت در یک ستون صفر است؛ کمترین جمع پس از ۹ چاله می‌برد.
golf-title-golf8 = گلف هشت‌کارتی
golf-summary-golf8 = چیدمان ۲ × ۴ از ۱۰۸ کارت با ژوکر، یک ستون در نوبت نخست رو می‌شود، جفت ستونی صفر و دو جفت برابر منفی ۱۰؛ کمترین جمع پس از ۹ پخش می‌برد.
golf-title-golf9 = گلف نه‌کارتی (نه‌ها)
golf-summary-golf9 = چیدمان ۳ × ۳، سه کارت رو، ستونی از سه کارت برابر صفر است؛ کمترین جمع پس از ۹ چاله می‌برد.

# چرا حرکتی پذیرفته نمی‌شود (IllegalAction.why)
golf-illegal-already_seen = { $slot } را پیش‌تر دیده‌اید؛ کارتی را برگزینید که هنوز به آن نگاه نکرده‌اید
golf-illegal-peek_first = پیش از بازی برمی‌گزینید به کدام کارت‌هایتان نگاه کنید: به یک خانه نگاه کنید (peek R,C)
golf-illegal-column_first = در نخستین نوبتتان نخست هر دو کارت یک ستون را رو می‌کنید: flip column C
golf-illegal-arrange_now = اکنون می‌توانید دو کارت رویتان را جابه‌جا کنید (arrange R,C R,C) یا همان‌جا نگهشان دارید (keep)
golf-illegal-flip_first = { $when ->
        [setup] پیش از بازی
       *[turn] در آغاز نوبتتان
    } نخست یک کارت به‌پشت را رو می‌کنید: flip R,C
golf-illegal-already_drawn = در این نوبت پیش‌تر کارت برداشته‌اید
golf-illegal-discard_empty = زمین خالی است
golf-illegal-no_slot_free = اکنون هیچ خانه‌ای از چیدمانتان کارت نمی‌گیرد (همه قفل یا خالی‌اند)
golf-illegal-no_knocking = در این بازی در زدن نیست
golf-illegal-no_knocking_flip_mode = با flip_mode={ $mode } در زدن نیست
golf-illegal-knock_instead = در زدن همهٔ نوبت شماست: به‌جای برداشتن در بزنید، نه پس از آن
golf-illegal-already_knocked = بازیکن { $seat } پیش‌تر در زده است؛ این نوبت‌های آخر است
golf-illegal-knock_final_round = در نوبت‌های آخر در زدن مجاز نیست
golf-illegal-reveal_all_off = رو کردن همهٔ کارت‌ها به‌جای نوبت سر این میز روا نیست (reveal_all_to_end خاموش است)
golf-illegal-nothing_to_reveal = کارت به‌پشتی برای رو کردن ندارید
golf-illegal-reveal_instead = رو کردن همه (reveal all) یک نوبت کامل است: به‌جای برداشتن انجامش دهید
golf-illegal-keep_last_only = تنها وقتی می‌توانید کارتی را به‌پشت بگذارید که آخرین کارت به‌پشتتان باشد
golf-illegal-must_flip = پس از دور انداختن کارتی از دسته باید یک کارت به‌پشت را رو کنید
golf-illegal-nothing_to_decline = اکنون چیزی برای رد کردن نیست
golf-illegal-no_straight_back = کارتی که از زمین برداشته شده یکراست به زمین برنمی‌گردد؛ آن را در چیدمانتان بگذارید
golf-illegal-nothing_to_discard = کارتی در دست ندارید که دور بیندازید؛ نخست بردارید
golf-illegal-start_only = این کار تنها در آغاز دور انجام می‌شود
golf-illegal-peek_off = در میانهٔ بازی نمی‌توانید به کارت‌های به‌پشتتان نگاه کنید (paid_peek خاموش است)
golf-illegal-peek_not_face_down = { $slot } کارت به‌پشت نیست
golf-illegal-peek_before_slot = تنها پیش از برگزیدن خانه برای کارتِ در دست می‌توانید نگاه کنید
golf-illegal-draw_first = نخست کارتی بردارید (draw stock یا draw discard)
golf-illegal-flip_face_down = { $state ->
        [empty] { $slot } خالی است (کارت‌هایش کنار گذاشته شده‌اند)
        [face_up] { $slot } پیش‌تر رو شده است
       *[other] { $slot } اکنون رو نمی‌شود
    }؛ یک کارت به‌پشت را رو کنید
golf-illegal-holding = کارتی در دست دارید: آن را جایگزین یکی از خانه‌ها کنید{ $source ->
        [stock] { " " }یا دور بیندازید
       *[other] { "" }
    }
golf-illegal-flip_only_off = سر این میز رو کردن یک کارت نوبت به شمار نمی‌آید (flip_only_turn خاموش است)؛ نخست بردارید
golf-illegal-cannot_flip = این کارت اکنون رو نمی‌شود
golf-illegal-not_face_down = { $state ->
        [empty] { $slot } خالی است (کارت‌هایش کنار گذاشته شده‌اند)
       *[face_up] { $slot } پیش‌تر رو شده است
    }
golf-illegal-progressive_locked = { $slot } رو است و در رو شدن پلکانی کارت‌های رو قفل‌اند
golf-illegal-unseen_locked = { $slot } در آغاز دیده نشده و تنها یک بار جایگزین می‌شود (unseen_replace_limit={ $limit })
golf-illegal-column_locked = هر دو کارت ستون { $column } رو هستند، پس این ستون قفل است
golf-illegal-slot_cannot_take = این خانه اکنون کارت نمی‌گیرد
golf-illegal-same_column = دو کارت آغازینتان باید در یک ستون باشند: ستون { $column }
golf-illegal-different_columns = دو کارت آغازینتان باید در دو ستون جدا باشند
golf-illegal-middle_and_outer = یک کارت آغازین از ستون میانی { $column } است و دیگری از یک ستون کناری
golf-illegal-second_outer = کارت آغازین دوم باید از یک ستون کناری باشد
golf-illegal-second_middle = کارت آغازین دوم باید از ستون میانی { $column } باشد
golf-illegal-no_column = ستون { $column } وجود ندارد: ستون‌ها از ۰ تا { $last }
golf-illegal-same_slot = دو کارت رو باید در دو خانهٔ جدا بروند
golf-illegal-slot_alone = خانهٔ تنها باید دقیقاً یک حرکت مجاز داشته باشد؛ بگویید replace یا flip یا peek
golf-illegal-not_a_slot = { $text } خانه نیست؛ بنویسید ردیف,ستون با شمارش از ۰ (مثلاً 1,2)، ردیف‌ها از ۰ تا { $last_row } از ردیف دور، ستون‌ها از ۰ تا { $last_column }
golf-illegal-outside = { $text } بیرون از چیدمان است: ردیف‌ها از ۰ تا { $last_row }، ستون‌ها از ۰ تا { $last_column }
golf-illegal-not_two_slots = { $text } دو خانه نیست؛ برای نمونه بنویسید arrange 0,0 1,2
golf-illegal-not_golf = این حرکتی از گلف نیست
golf-illegal-not_an_action = این حرکتی از گلف نیست؛ حرکت‌ها: draw stock (برداشتن از دسته) | draw discard (برداشتن از زمین) | replace R,C (جایگزین کردن) | discard (دور انداختن) | flip R,C (رو کردن) | flip column C (رو کردن یک ستون) | peek R,C (نگاه کردن) | knock (در زدن) | reveal all (رو کردن همه) | keep (نگه داشتن) | arrange R,C R,C (جابه‌جا کردن). خانه‌ها به شکل ردیف,ستون از ۰ شمرده می‌شوند (ردیف ۰ ردیف دور است). یک خانهٔ تنها (مثلاً 1,2) یعنی تنها حرکت مجاز روی آن خانه.

# چرا گزینه‌ها پذیرفته نمی‌شوند (InvalidOptions.why)
golf-invalid-match_end = { $option } باید holes(9)، holes(18) یا target(T) باشد که T عددی درست از ۱ تا { $high } است
golf-invalid-none_or_number = { $option } باید none (هیچ) یا عددی درست از { $low } تا { $high } باشد
golf-invalid-deck_too_small = { $count } بازیکن برای پخش به { $need } کارت و دست‌کم یک کارت برای دسته نیاز دارند، ولی ورق این میز { $cards } کارت است ({ $packs } دست ورق)؛ با بازیکنان کمتر یا دست‌های ورق بیشتر بازی کنید
golf-invalid-queen_spades_40_queens = queen_spades_40 ارزش همهٔ بی‌بی‌ها را تعیین می‌کند (بی‌بی پیک ۴۰، بقیه ۱۰)؛ queen_value را ۱۰ بگذارید
golf-invalid-j0_q12_k13_queens = jack_king_scheme=j0_q12_k13 بی‌بی‌ها را ۱۲ می‌کند؛ queen_value را ۱۰ بگذارید
golf-invalid-j0_q12_k13_queen_spades = jack_king_scheme=j0_q12_k13 و queen_spades_40 هر دو ارزش بی‌بی‌ها را تعیین می‌کنند؛ یکی را برگزینید
golf-invalid-aid_with_perfect = با memory_mode=perfect هر کارت دانسته خودبه‌خود نمایان است، پس { $aid } اثری ندارد؛ memory_mode=human یا memory_aid=none را به کار ببرید
golf-invalid-aid_without_peek = این کمک کارت‌های دیده‌شده در آغاز را نشان می‌دهد، و با initial_peek=none هیچ کارتی دیده نمی‌شود
golf-invalid-all_in_hand_paid_peek = با memory_aid=all_in_hand هر کارت خودتان همیشه دیده می‌شود، پس چیزی برای پرداختن نیست
golf-invalid-all_in_hand_unseen = با memory_aid=all_in_hand هیچ کارتی در آغاز نادیده نیست
golf-invalid-all_in_hand_peek = با memory_aid=all_in_hand صاحب چیدمان همیشه هر چهار کارتش را می‌بیند، پس چیزی برای نگاه کردن نیست؛ initial_peek را nearest_two بگذارید
golf-invalid-progressive_once_per_slot = در رو شدن پلکانی کارت جایگزین رو گذاشته و قفل می‌شود، پس هیچ خانه‌ای دو بار جایگزین نمی‌شود؛ once_total یا unlimited را به کار ببرید
golf-invalid-no_knocking = flip_mode={ $mode } در زدن ندارد (A-18)، پس قاعده‌های در زننده و پاتیل به کار نمی‌آیند؛ flip_mode=none را به کار ببرید
golf-invalid-progressive_only = این گزینه تنها با flip_mode=progressive_exposure به کار می‌آید
golf-invalid-knocker_tie_alone = این گزینه تنها با knocker_penalty یا knocker_bonus یا پاتیل معنا دارد
golf-invalid-pot_only = این گزینه تنها با pot=on به کار می‌آید
golf-invalid-no_jokers = سر این میز ژوکری نیست؛ jokers=two_per_pack را هم بگذارید
golf-invalid-six_kind_needs_four = این گزینه دنبالهٔ four_kind_bonus=two_columns_minus10 است (با square_block_minus20 یک بلوک ۲ × ۳ خودش ‎-۴۰ می‌شود)
golf-invalid-six_kind_packs = شش کارت برابر به ۲ دست ورق یا بیشتر نیاز دارد؛ packs=2 بگذارید یا بازیکن بیفزایید
golf-invalid-row_look_flip = initial_row_look جای رو کردن آغازین را می‌گیرد، پس گزینه‌های رو کردن به کار نمی‌آیند
golf-invalid-no_negative_card = سر این میز هیچ کارتی کمتر از ۰ نمی‌ارزد (با ژوکر و joker_value=0، ۲ها ‎+۲ هستند)
golf-invalid-one_pack = یک دست ورق تنها تا ۴ بازیکن مجاز است (A-59)
golf-invalid-adjacent_pairs = adjacent_pairs (موراکو) جای ردیف‌های صفر، بلوک‌ها و کنار گذاشتن را می‌گیرد؛ یکی از این دو را برگزینید
golf-invalid-no_initial_flips = با initial_flips=0 در آغاز هیچ کارتی رو نمی‌شود

# گزینه‌ها: برچسب کوتاه، اثر (ترجمهٔ OptionSpec.effect)، پیش‌تنظیم‌ها و نشانه‌گذاری حرکت‌ها
golf-option-players = بازیکنان
golf-option-players-effect = شمار بازیکنان، از ۲ تا بیشینهٔ این بازی (۱۶ در گلف چهارکارتی، ۱۲ در بقیه).
golf-option-memory_mode = حافظه
golf-option-memory_mode-effect = human: کارت به‌پشتی که به آن نگاه می‌کنید (یا از دسته برمی‌دارید و به‌پشت می‌گذارید) یک بار و تا حرکت بعدی‌تان به شما نشان داده می‌شود (دو کارت نگاه آغازین با هم)؛ آن را به یاد بسپارید. از زمین تنها کارت رویی نشان داده می‌شود و آنچه از حرکت پیشینتان تاکنون انداخته شده. perfect: هر کارت به‌پشتی که می‌شناسید همیشه به شما نشان داده می‌شود، و همهٔ کارت‌های زمین نیز. کارت‌هایی که همه می‌شناسند (برداشته از زمین) همیشه نشان داده می‌شوند.
golf-option-match_end = پایان بازی
golf-option-match_end-effect = holes(9) یا holes(18): همین شمار دور؛ target(T): دورها تا وقتی که جمع کسی به T یا بیشتر برسد. کمترین جمع می‌برد.
golf-option-match_tie_policy = تساوی در پایان
golf-option-match_tie_policy-effect = اگر در پایان چند نفر در کمترین جمع برابر باشند: همهٔ آنان برنده‌اند (shared_win)، یا دورهای بیشتری یکی‌یکی بازی می‌شود تا تنها یک بازیکن کمترین باشد (extra_holes).
golf-option-max_turns_per_hand = سقف نوبت‌ها در هر دور
golf-option-max_turns_per_hand-effect = ایمنی موتور بازی: پس از این شمار نوبت، دور تمام می‌شود و همان‌گونه که هست شمرده می‌شود (دست‌کم ۱۰۰، تا این سقف هرگز دور عادی را کوتاه نکند).
golf-option-single_hand = تنها یک دور
golf-option-single_hand-effect = تنها یک دور بازی کنید (پژوهش، آزمون، سنجش): بازی با شمردن دور نخست تمام می‌شود؛ کمترین امتیاز دور می‌برد (در تساوی، برد مشترک است).
golf-option-deal_style = شیوهٔ پخش
golf-option-deal_style-effect = all_at_once: هر بازیکن ۴ کارت پشت سر هم از ورق می‌گیرد.
golf-option-second_pack_threshold = بازیکنان برای دست ورق دوم
golf-option-second_pack_threshold-effect = وقتی شمار بازیکنان دست‌کم این اندازه باشد، دست ورق ۵۲تایی دومی هم بُر زده و افزوده می‌شود (۹ = برداشت فارسی، بیش از ۸؛ ۱۷ = هرگز).
golf-option-initial_peek = نگاه آغازین
golf-option-initial_peek-effect = هر بازیکن پیش از بازی یک بار کدام کارت‌های خودش را می‌بیند: ردیف نزدیک (nearest_two)؛ هر دو کارتی که بخواهد (any_two)؛ یک کارت به انتخاب خودش (any_one)؛ هیچ (none).
golf-option-paid_peek = نگاه با پرداخت
golf-option-paid_peek-effect = بازیکن در نوبتش (پیش از برگزیدن خانه) می‌تواند هر چند بار که بخواهد به هر کارت به‌پشت خودش نگاه کند؛ هر نگاه ۱ امتیاز به امتیاز او در این دور می‌افزاید.
golf-option-memory_aid = کمک حافظه
golf-option-memory_aid-effect = known_viewable / known_in_hand: صاحب چیدمان همیشه می‌تواند خانه‌هایی را که در آغاز دیده ببیند (هر کارتی که اکنون آنجاست). all_in_hand: صاحب چیدمان همیشه هر چهار کارتش را می‌بیند.
golf-option-unseen_replace_limit = جایگزینی کارت‌های ندیده
golf-option-unseen_replace_limit-effect = once_per_slot: هر خانه‌ای که در آغاز دیده نشده یک بار جایگزین می‌شود و سپس قفل است. once_total: روی هم تنها یک جایگزینی در میان آن خانه‌ها.
golf-option-flip_mode = بازی با کارت رو
golf-option-flip_mode-effect = face_up_replacement: کارت جایگزین رو گذاشته می‌شود؛ وقتی هر چهار کارت یک بازیکن رو شد، دیگران یک بار دیگر بازی می‌کنند. progressive_exposure: کارت‌های رو قفل‌اند، تنها خانه‌های به‌پشت جایگزین می‌شوند، دور انداختن کارتی از دسته رو کردن یک کارت را واجب می‌کند؛ دور وقتی تمام می‌شود که همهٔ کارت‌ها رو باشند. در هیچ‌یک از این دو، در زدن نیست.
golf-option-progressive_initial_face_up = کارت رو در آغاز (پلکانی)
golf-option-progressive_initial_face_up-effect = تنها با progressive_exposure: ۱ = پس از نگاه آغازین هر بازیکن یک کارت دلخواهش را رو می‌کند (قفل).
golf-option-pair_rule = جفت‌ها صفر می‌شوند
golf-option-pair_rule-effect = کارت‌های برابر در جفت‌های جدا از هم صفر می‌شوند (هر جفت ۰): در هر جا (anywhere)، یا تنها در یک ردیف یا یک ستون، نه اریب (row_or_column).
golf-option-wild_jacks = سربازهای همه‌کاره
golf-option-wild_jacks-effect = سرباز همه‌کاره با هر کارتی جفت می‌شود (جفت = ۰)؛ one_eyed = J♠ J♥ (سربازهای یک‌چشم). بی قاعدهٔ جفت، جفت‌ها در هر جا شمرده می‌شوند.
golf-option-queen_value = ارزش بی‌بی
golf-option-queen_value-effect = ارزش هر بی‌بی.
golf-option-queen_spades_40 = بی‌بی پیک ۴۰
golf-option-queen_spades_40-effect = بی‌بی پیک = ۴۰، بی‌بی‌های دیگر ۱۰، هر ۸ = ۰.
golf-option-jack_king_scheme = ارزش سرباز و شاه
golf-option-jack_king_scheme-effect = standard: سرباز ۱۰، شاه ۰؛ jacks_zero: سرباز ۰؛ j0_q12_k13: سرباز ۰، بی‌بی ۱۲، شاه ۱۳؛ j20_skip: سرباز ۲۰، و سربازی که در بازی به زمین برسد نوبت بازیکن بعدی را می‌سوزاند.
golf-option-jokers = ژوکرها
golf-option-jokers-effect = گلف چهارکارتی — 2: دو ژوکر در هر دست ورق، هر یک ‎-۵ (جمع‌ها می‌توانند منفی شوند). گلف شش‌کارتی و ده‌کارتی — two_per_pack: ۲ ژوکر در هر دست ورق؛ هر گاه ژوکر در بازی باشد، ۲ها ‎+۲ می‌ارزند.
golf-option-knocker_penalty = جریمهٔ در زننده
golf-option-knocker_penalty-effect = در زننده‌ای که کمترین نیست این امتیاز را می‌گیرد (v ارزش چیدمان خود اوست): v + 10 (plus10)؛ 2v + 5 (double_plus5)؛ بیشترین ارزش چیدمان در این دور (equal_highest)؛ v به‌اضافهٔ آن بیشترین ارزش (add_highest)؛ 2v (double).
golf-option-knocker_bonus = پاداش در زننده
golf-option-knocker_bonus-effect = در زننده‌ای که کمترین است ۰ می‌گیرد (zero)، یا v منهای شمار بازیکنان (minus_players).
golf-option-knocker_tie = تساوی در زننده
golf-option-knocker_tie-effect = آیا در زننده‌ای که با دیگری در کمترین برابر است کمترین به شمار می‌آید (برای جریمه، پاداش و پاتیل).
golf-option-pot = پاتیل
golf-option-pot-effect = ژتون‌ها جدا از امتیازها: وقتی دوری با پاتیل خالی آغاز شود هر بازیکن pot_ante می‌پردازد؛ پس از در زدن، در زننده اگر کمترین باشد min(pot, cap) برمی‌دارد، وگرنه همین اندازه به پاتیل می‌پردازد.
golf-option-pot_ante = سهم ورودی پاتیل
golf-option-pot_ante-effect = تنها با pot: ژتون‌هایی که هر بازیکن به پاتیل خالی می‌پردازد.
golf-option-pot_cap = سقف پاتیل
golf-option-pot_cap-effect = تنها با pot: بیشترین چیزی که در زننده در یک دور می‌برد یا می‌پردازد (none = بی‌سقف).
golf-option-packs = دست‌های ورق
golf-option-packs-effect = گلف شش‌کارتی و ده‌کارتی — auto: ۱ دست ورق برای ۲ تا ۴ بازیکن، ۲ برای ۵ تا ۸، ۳ برای ۹ تا ۱۲ (ده‌کارتی: ۲، سپس ۳)؛ 2: دو دست ورق حتی با بازیکنان کم. گلف نه‌کارتی — auto: ۲ دست ورق تا ۸ بازیکن، ۳ بیشتر از آن؛ ۱ دست ورق (FA) تنها تا ۴ بازیکن.
golf-option-joker_value = ارزش ژوکر
golf-option-joker_value-effect = ارزش هر ژوکر (تنها وقتی ژوکر در بازی است).
golf-option-one_eyed_jacks_zero = سربازهای یک‌چشم صفر
golf-option-one_eyed_jacks_zero-effect = J♠ و J♥ (سربازهای یک‌چشم) ۰ می‌ارزند؛ سربازهای دیگر ۱۰.
golf-option-initial_flip_timing = زمان رو کردن آغازین
golf-option-initial_flip_timing-effect = before_play: به ترتیب نشستن از دست چپ دست‌ده، هر بازیکن پیش از نخستین نوبت کارت‌هایش را رو می‌کند. first_turn: در آغاز نخستین نوبت خودش.
golf-option-initial_flip_constraint = کارت‌های رو شدنی در آغاز
golf-option-initial_flip_constraint-effect = کدام دو کارت در آغاز رو می‌شوند: هر دو تا (any)؛ هر دو کارت یک ستون (same_column)؛ از دو ستون جدا (different_columns)؛ یکی از ستون میانی و یکی از یک ستون کناری (middle_and_outer؛ در ده‌کارتی ستون‌های ۰ و ۴).
golf-option-rearrange_after_flip = جابه‌جایی پس از رو کردن آغازین
golf-option-rearrange_after_flip-effect = پس از رو کردن آغازین، بازیکن می‌تواند دو کارت رو را به هر خانه‌ای ببرد؛ کارت‌های به‌پشت، ندیده و به ترتیب، خانه‌های دیگر را پر می‌کنند.
golf-option-initial_row_look = نگاه به ردیف نزدیک
golf-option-initial_row_look-effect = بی رو کردن آغازین: هر بازیکن یک بار به ردیف نزدیکش نگاه می‌کند و آن ردیف به‌پشت می‌ماند.
golf-option-flip_only_turn = رو کردن یک کارت به‌جای نوبت
golf-option-flip_only_turn-effect = یک نوبت می‌تواند تنها رو کردن یک کارت به‌پشت باشد.
golf-option-flip_after_stock_discard = رو کردن پس از دور انداختن از دسته
golf-option-flip_after_stock_discard-effect = پس از دور انداختن کارتی از دسته، بازیکن باید یک کارت به‌پشت را رو کند؛ اگر درست یک کارت به‌پشت مانده باشد، می‌تواند (FR، required_may_keep_last) یا باید (FA، required_must_keep_last) آن را به‌پشت بگذارد.
golf-option-reveal_all_to_end = رو کردن همه برای پایان
golf-option-reveal_all_to_end-effect = یک نوبت می‌تواند رو کردن همهٔ کارت‌های به‌پشت مانده باشد، که پایان دور را به راه می‌اندازد.
golf-option-end_rule = پایان دور
golf-option-end_rule-effect = وقتی همهٔ کارت‌های یک بازیکن رو شد: هر بازیکن دیگر یک نوبت دیگر بازی می‌کند (final_round)، یا دور بی‌درنگ تمام می‌شود (immediate).
golf-option-pairs_anywhere = جفت در هر جا
golf-option-pairs_anywhere-effect = جفتی از کارت‌های برابر در هر جا صفر است، نه تنها در یک ستون.
golf-option-negative_pairs_keep_value = جفت منفی ارزشش را نگه می‌دارد
golf-option-negative_pairs_keep_value-effect = شش‌کارتی و ده‌کارتی: جفتی از کارت‌های منفی برابر ارزشش را نگه می‌دارد (دو ‎-۲ = ‎-۴)، نه ۰. هشت‌کارتی: جفت ژوکر در یک ستون ‎-۱۰ است، نه ۰.
golf-option-four_kind_bonus = پاداش چهار کارت برابر
golf-option-four_kind_bonus-effect = two_columns_minus10: دو جفت ستونی از یک ارزش روی هم ‎-۱۰. square_block_minus20: جفت‌های ستونی برابرِ کنار هم برای هر مربع ۲ × ۲ روی هم ‎-۲۰ (سه تا کنار هم: ‎-۴۰).
golf-option-six_kind_bonus = پاداش شش کارت برابر
golf-option-six_kind_bonus-effect = با two_columns_minus10 و ۲ دست ورق یا بیشتر: سه جفت ستونی برابر روی هم ‎-۲۰.
golf-option-negative_four_value = چهار کارت منفی
golf-option-negative_four_value-effect = چهار کارت منفی برابر در دو جفت ستونی روی هم این ارزش را دارند (مثلاً ‎-۲۰).
golf-option-first_turn_flip = رو کردن نوبت نخست
golf-option-first_turn_flip-effect = بازیکن در نخستین نوبتش، پیش از برداشتن، هر دو کارت یک ستون (one_column) یا هر دو کارتی که بخواهد (any_two) را رو می‌کند.
golf-option-lock_full_columns = قفل ستون‌های رو
golf-option-lock_full_columns-effect = وقتی هر دو کارت یک ستون رو شد، هیچ‌کدام دیگر جایگزین نمی‌شوند.
golf-option-multi_pair_rule = چند جفت برابر
golf-option-multi_pair_rule-effect = k جفت ستونی برابر از یک ارزش: برای هر دو تا ‎-۱۰ (pairs_of_pairs)، یا ‎-۱۰ × (k-1) (progressive). دو جفت: در هر دو حالت ‎-۱۰.
golf-option-initial_flips = کارت‌های رو در آغاز
golf-option-initial_flips-effect = شمار کارت‌هایی که هر بازیکن در آغاز رو می‌کند (۰ در نسخهٔ فوکس).
golf-option-twos_and_jokers = دوها و ژوکرها
golf-option-twos_and_jokers-effect = ۲ها ‎+۲ می‌ارزند؛ در هر دست ورق ۲ ژوکر افزوده می‌شود که ‎-۲ می‌ارزند.
golf-option-king_value = ارزش شاه
golf-option-king_value-effect = ارزش هر شاه.
golf-option-zero_lines = خط‌های صفر
golf-option-zero_lines-effect = کدام خط‌های سه کارت برابر صفر می‌شوند: ستون‌ها (columns)؛ ستون‌ها و ردیف‌ها (columns_rows)؛ ستون‌ها، ردیف‌ها و قطرها (columns_rows_diagonals).
golf-option-block_bonus = مربع چهارتایی
golf-option-block_bonus-effect = هر مربع ۲ × ۲ از چهار کارت برابر روی هم این ارزش را دارد (نمونهٔ منبع‌ها: ‎-۲۵).
golf-option-adjacent_pairs = جفت‌های همسایه (موراکو)
golf-option-adjacent_pairs-effect = موراکو: کارتی که کارت کنارش (افقی یا عمودی) با آن برابر باشد ۰ است؛ جای خط‌های صفر را می‌گیرد.
golf-option-remove_groups = کنار گذاشتن گروه‌ها
golf-option-remove_groups-effect = خط صفری (یا مربعی) از کارت‌های روی برابر همین که شکل گرفت کنار گذاشته می‌شود؛ خانه‌هایش خالی می‌مانند؛ مربع کنار گذاشته پاداشش را نگه می‌دارد.
golf-option-lowest_zero_caller = کمترین صفر می‌گیرد
golf-option-lowest_zero_caller-effect = کمترین چیدمان ۰ می‌گیرد؛ اعلام‌کننده (نخستین کسی که همهٔ کارت‌هایش را رو کرده) اگر کمترین نباشد ارزش کمترین را به امتیاز خودش می‌افزاید. همهٔ برابرها در کمترین ۰ می‌گیرند.
golf-option-flips_each_turn = کارت‌های رو در هر نوبت
golf-option-flips_each_turn-effect = 2 (برداشت FA): بازیکن در آغاز هر نوبت دو کارت به‌پشت را هم رو می‌کند.
golf-preset-pagat = متن پایهٔ فرانسوی/pagat بی‌کم‌وکاست: دور همین که چیدمانی تمام رو شد تمام می‌شود (end_rule=immediate).
golf-preset-default = پیش‌فرض‌های cardtable: ارزش کارت‌ها و ورقِ pagat، با یک نوبت دیگر برای بقیه پس از آنکه چیدمانی کامل رو شد (هر دو منبع آن را گواهی می‌کنند).
golf-preset-persian = بازی پایهٔ فارسی: ۵۲ کارت + ۲ ژوکر در هر دست ورق (ژوکر ‎-۲، پس ۲ها ‎+۲)، دو ژوکر در یک ستون ‎-۴ را نگه می‌دارند، هر بازیکن در آغاز نخستین نوبت خودش دو کارت را رو می‌کند، نوبت‌های آخر برای بقیه؛ ۱ دست ورق تا ۴ بازیکن، ۲ تا ۸، ۳ بیشتر از آن.
golf-preset-fuchs = «نه‌ها»ی جسی فوکس: بی رو کردن آغازین، بی‌بی ۰، شاه ۱۰، ژوکر ‎-۲ و ۲ها ‎+۲، ستون‌ها و ردیف‌های سه‌تایی صفرند و همین که رو شکل گرفتند کنار گذاشته می‌شوند.
golf-notation = draw stock (برداشتن از دسته) | draw discard (برداشتن از زمین) | replace R,C (جایگزین کردن) | discard (دور انداختن) | flip R,C (رو کردن) | flip column C (رو کردن یک ستون) | peek R,C (نگاه کردن) | knock (در زدن) | reveal all (رو کردن همه) | keep (نگه داشتن) | arrange R,C R,C (جابه‌جا کردن). خانه‌ها به شکل ردیف,ستون (R,C) از ۰ شمرده می‌شوند (ردیف ۰ ردیف دور است). یک خانهٔ تنها (مثلاً 1,2) یعنی تنها حرکت مجاز روی آن خانه.

# قاعده‌های در کار (Game.rules_paragraphs)، هر پیام یک بند
golf-rules-deck = بازیکنان: { $players }. ورق: { $packs } دست ورق{ $jokers ->
        [0] { "" }
       *[other] { " " }+ { $jokers } ژوکر
    } = { $deck } کارت؛ { $dealt } کارت با کارت روی زمین پخش می‌شود و { $stock } کارت در دسته می‌ماند.
golf-rules-layout = چیدمان: { $rows } ردیف × { $cols } ستون، به‌پشت؛ ردیف ۰ ردیف دور است و خانه‌ها به شکل ردیف,ستون نوشته می‌شوند.
golf-rules-deal = پخش: ساعتگرد از دست چپ دست‌ده؛ کارت بعدی زمین را آغاز می‌کند. دست‌ده نخست به قرعه برگزیده می‌شود و در هر دور دست‌دهی ساعتگرد می‌گردد. بازیکن دست چپ دست‌ده نخست بازی می‌کند.
golf-rules-peek = پیش از بازی هر بازیکن، به ترتیب نشستن، { $peek ->
        [nearest_two] یک بار به دو کارت نزدیکش (ردیف ۱) نگاه می‌کند
        [any_two] دو کارت از کارت‌هایش را برمی‌گزیند و یک بار به آنها نگاه می‌کند
        [any_one] یکی از کارت‌هایش را برمی‌گزیند و یک بار به آن نگاه می‌کند
       *[none] به هیچ‌یک از کارت‌هایش نگاه نمی‌کند
    }.
golf-rules-progressive_face_up = سپس هر بازیکن یک کارت دلخواهش را رو می‌کند؛ آن کارت قفل است.
golf-rules-first_turn_flip = هر بازیکن در نخستین نوبتش، پیش از برداشتن، { $flip ->
        [one_column] هر دو کارت یک ستون
       *[any_two] هر دو کارتی از کارت‌هایش که بخواهد
    } را رو می‌کند.
golf-rules-no_initial_flip = در آغاز هیچ کارتی رو نمی‌شود.
golf-rules-initial_flips = هر بازیکن { $count } کارت دلخواهش را { $timing ->
        [before_play] پیش از بازی، به ترتیب نشستن از دست چپ دست‌ده،
       *[first_turn] در آغاز نخستین نوبت خودش
    } رو می‌کند.
golf-rules-row_look = هیچ کارتی رو نمی‌شود: هر بازیکن یک بار به ردیف نزدیکش (ردیف ۱) نگاه می‌کند.
golf-rules-initial_flip = هر بازیکن { $rule ->
        [any] هر دو کارتی که بخواهد
        [same_column] دو کارت یک ستون
        [different_columns] دو کارت از دو ستون جدا
       *[middle_and_outer] یک کارت از ستون میانی و یکی از یک ستون کناری
    } را { $timing ->
        [before_play] پیش از بازی، به ترتیب نشستن از دست چپ دست‌ده،
       *[first_turn] در آغاز نخستین نوبت خودش
    } رو می‌کند.
golf-rules-rearrange = سپس می‌تواند آن دو کارت را به هر خانه‌ای ببرد (arrange)؛ کارت‌های به‌پشت، ندیده، بقیهٔ خانه‌ها را پر می‌کنند.
golf-rules-flips_each_turn = بازیکن در آغاز هر نوبت دو کارت به‌پشت را هم رو می‌کند.
golf-rules-turn_draw = یک نوبت: کارت رویی دسته (که تنها شما می‌بینید) یا کارت رویی زمین را بردارید.
golf-rules-turn_place = سپس آن را در خانه‌ای از چیدمانتان بگذارید، { $placed ->
        [face_up] رو
       *[face_down] به‌پشت (شما آن را می‌شناسید؛ کارتی را که از زمین برداشته شده همه می‌شناسند)
    }؛ کارتی که آنجا بود ندیده و رو به زمین می‌رود.
golf-rules-turn_discard = یا کارتی را که از دسته برداشته‌اید دور بیندازید (کارتی که از زمین برداشته شده یکراست به زمین برنمی‌گردد).
golf-rules-progressive = رو شدن پلکانی: تنها خانه‌های به‌پشت جایگزین می‌شوند؛ پس از دور انداختن کارتی از دسته باید یک کارت به‌پشت را رو کنید (قفل). بازیکنانی که همهٔ کارت‌هایشان رو شده از نوبت‌هایشان می‌گذرند.
golf-rules-after_discard = پس از دور انداختن کارتی از دسته باید یک کارت به‌پشت را رو کنید؛ اگر تنها یک کارت به‌پشت مانده باشد { $last ->
        [may] می‌توانید
       *[must] باید
    } آن را به‌پشت بگذارید.
golf-rules-after_discard_golf8 = پس از دور انداختن کارتی از دسته باید یک کارت به‌پشت را رو کنید، مگر آنکه درست یکی مانده باشد (آنگاه می‌توانید آن را به‌پشت بگذارید).
golf-rules-lock_full_columns = ستونی که هر دو کارتش رو باشد قفل است.
golf-rules-flip_only_turn = به‌جای برداشتن می‌توانید تنها یک کارت به‌پشت را رو کنید.
golf-rules-reveal_all = به‌جای برداشتن می‌توانید همهٔ کارت‌های به‌پشتتان را رو کنید، که دور را به شیوهٔ زیر به پایان می‌برد.
golf-rules-paid_peek = نگاه با پرداخت: در نوبتتان، پیش از برگزیدن خانه، می‌توانید به هر کارت به‌پشت خودتان نگاه کنید؛ هر نگاه در این دور ۱ امتیاز هزینه دارد.
golf-rules-unseen_limit = کارت‌های ندیده: { $limit ->
        [once_per_slot] هر خانه‌ای که در آغاز دیده نشده یک بار جایگزین می‌شود و سپس قفل است
       *[once_total] روی هم تنها یک جایگزینی در میان خانه‌هایی که در آغاز دیده نشده‌اند
    }.
golf-rules-remove_groups = خطی (یا مربعی) از کارت‌های روی برابر همین که شکل بگیرد کنار گذاشته می‌شود؛ خانه‌هایش خالی می‌مانند؛ مربع پاداشش را نگه می‌دارد.
golf-rules-j20 = سربازی که در بازی به زمین برسد نوبت بازیکن بعدی را می‌سوزاند.
golf-rules-memory_aid = کمک حافظه: { $aid ->
        [known_viewable] همیشه می‌توانید به خانه‌هایی که در آغاز دیدید نگاه کنید.
        [known_in_hand] کارت‌های خانه‌هایی که در آغاز دیدید در دست نگه داشته می‌شوند (همیشه آنها را می‌بینید).
       *[all_in_hand] همیشه هر چهار کارتتان را می‌بینید.
    }
golf-rules-memory = حافظه ({ $mode }): { $mode ->
        [perfect] هر کارت به‌پشتی که دیده‌اید به شما نمایان می‌ماند
       *[human] کارت به‌پشتی که می‌بینید یک بار و تا حرکت بعدی‌تان به شما نشان داده می‌شود
    }.
golf-rules-reshuffle = وقتی دسته تمام شود، کارت‌های زمین جز کارت رویی بُر می‌خورند و دستهٔ تازه‌ای می‌شوند؛ اگر چیزی برای بُر زدن نباشد، دور تمام می‌شود و همان‌گونه که هست شمرده می‌شود.
golf-rules-end_knock = پایان دور: بازیکن می‌تواند به‌جای برداشتن در بزند (نه در نوبت‌های آخر)؛ سپس هر بازیکن دیگر یک نوبت دیگر، بی در زدن، بازی می‌کند.
golf-rules-end_progressive = پایان دور: وقتی همهٔ کارت‌های همهٔ چیدمان‌ها رو باشند.
golf-rules-end_immediate = پایان دور: همین که همهٔ کارت‌های یک بازیکن رو شود.
golf-rules-end_final_round = پایان دور: وقتی همهٔ کارت‌های یک بازیکن رو شد، هر بازیکن دیگر یک نوبت دیگر بازی می‌کند؛ سپس همهٔ کارت‌ها رو و شمرده می‌شوند.
golf-rules-turn_limit = دور پس از { $count } نوبت (max_turns_per_hand) هم تمام می‌شود و همان‌گونه که هست شمرده می‌شود.
golf-rules-values = ارزش کارت‌ها: آس { $ace }، { $eight ->
        [8] { $two ->
            [2] ۲ تا ۱۰ برابر عددشان
           *[other] ۲ها { $two }، ۳ تا ۱۰ برابر عددشان
        }
       *[other] { $two ->
            [2] ۲ تا ۷ برابر عددشان
           *[other] ۲ها { $two }، ۳ تا ۷ برابر عددشان
        }، ۸ها { $eight }، ۹ و ۱۰ برابر عددشان
    }، سرباز { $jack }{ $one_eyed ->
        [same] { "" }
       *[other] { " " }(J♠ و J♥: { $one_eyed })
    }، بی‌بی { $queen }{ $queen_spades ->
        [same] { "" }
       *[other] { " " }(بی‌بی پیک: { $queen_spades })
    }، شاه { $king }{ $joker ->
        [none] { "" }
       *[other] ، ژوکر { $joker }
    }.
golf-rules-pairs = کارت‌های برابر { $where ->
        [anywhere] در هر جا
       *[row_or_column] در یک ردیف یا یک ستون
    } جفت‌جفت صفر می‌شوند (هر جفت ۰): بیشترین شمار جفت، سپس بیشترین ارزش کاسته؛ جفت ژوکر هم صفر می‌شود.
golf-rules-wild = همه‌کاره: { $wild ->
        [one_eyed] سربازهای یک‌چشم (J♠ J♥)
       *[all] همهٔ سربازها
    } با هر کارتی جفت می‌شوند.
golf-rules-knocker = در زننده (v ارزش چیدمان اوست): اگر کمترین نباشد ← { $penalty ->
        [plus10] v + 10
        [double_plus5] 2v + 5
        [equal_highest] بیشترین ارزش چیدمان در این دور
        [add_highest] v به‌اضافهٔ بیشترین ارزش چیدمان در این دور
        [double] 2v
       *[none] v
    }؛ اگر کمترین باشد ← { $bonus ->
        [zero] ۰
        [minus_players] v منهای شمار بازیکنان
       *[none] v
    }؛ در زننده‌ای که در کمترین با دیگری برابر باشد { $tie ->
        [tie_is_lowest] کمترین به شمار می‌آید
       *[tie_not_lowest] کمترین به شمار نمی‌آید
    }.
golf-rules-pot = پاتیل: هر بازیکن { $ante } ژتون به پاتیل خالی می‌گذارد؛ در زننده min(pot, { $cap ->
        [none] بی‌سقف
       *[other] { $cap }
    }) می‌برد یا می‌پردازد.
golf-rules-pairs_anywhere = جفتی از کارت‌های برابر در هر جا صفر است.
golf-rules-column_pairs = جفتی از کارت‌های برابر در یک ستون صفر است{ $twos ->
        [negative] { " " }(حتی دو ۲ که هر یک ‎-۲ است)
       *[positive] { "" }
    }.
golf-rules-negative_pairs_keep_value = جفتی از کارت‌های منفی ارزشش را نگه می‌دارد.
golf-rules-groups = گروه‌ها: { $rule ->
        [two_columns_minus10] دو جفت ستونی برابر روی هم ‎-۱۰
        [square_block_minus20] جفت‌های ستونی برابرِ کنار هم برای هر مربع ۲ × ۲ روی هم ‎-۲۰
        [pairs_of_pairs] دو جفت ستونی برابر روی هم ‎-۱۰ (k جفت: برای هر دو تا ‎-۱۰)
       *[progressive] k جفت ستونی برابر روی هم ‎-۱۰ × (k-1)
    }.
golf-rules-six_kind = سه جفت ستونی برابر روی هم ‎-۲۰ است.
golf-rules-negative_four = چهار کارت منفی برابر در دو جفت ستونی روی هم { $value } است.
golf-rules-adjacent_pairs = کارتی که کنار کارتی برابر باشد (افقی یا عمودی) صفر است.
golf-rules-zero_lines = سه کارت برابر در یک خط ({ $lines ->
        [columns] ستون‌ها
        [columns_rows] ستون‌ها و ردیف‌ها
       *[columns_rows_diagonals] ستون‌ها، ردیف‌ها و قطرها
    }) صفر است.
golf-rules-block_bonus = مربعی ۲ × ۲ از چهار کارت برابر روی هم { $value } است.
golf-rules-lowest_zero_caller = کمترین چیدمان صفر می‌گیرد؛ اعلام‌کننده (نخستین کسی که همه را رو کرد) اگر کمترین نباشد ارزش کمترین را می‌افزاید.
golf-rules-match = بازی: { $kind ->
        [holes] { $count } دور
       *[target] دورها تا وقتی جمع کسی به { $count } یا بیشتر برسد
    }؛ کمترین جمع می‌برد؛ در تساوی { $tie ->
        [shared_win] همهٔ برابرها در کمترین برنده‌اند
       *[extra_holes] دورهای بیشتری بازی می‌شود تا تنها یک بازیکن کمترین باشد
    }.
golf-rules-single_hand = (single_hand روشن است: سر این میز تنها یک دور بازی می‌شود.)
