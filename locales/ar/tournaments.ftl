## البطولات عبر الإنترنت (baloot_audio/ui/tournaments.py, tournament_words.py): كل صكة فيها محسوبة في التصنيف

lobby-tournaments = البطولات
tournaments-title = البطولات
tournaments-none = ما فيه بطولة للحين.
tournaments-create = بطولة جديدة
tournament-title = { $name }
tournament-at = الساعة { $time }
tournament-on = يوم { $date } الساعة { $time }
tournament-when-round-ends = أول ما يخلص الدور اللي قبله
tournament-rules = { $preset } إلى { $length }
tournament-format-single = خروج المغلوب
tournament-format-swiss = النظام السويسري، { $rounds ->
        [zero] بدون أدوار
        [one] دور واحد
        [two] دورين
        [few] { $rounds } أدوار
        [many] { $rounds } دور
       *[other] { $rounds } دور
    }
tournament-teams-together = كل لاعب يسجّل مع خويّه
tournament-teams-drawn = كل لاعب خويّه بالقرعة
tournament-state-registering = التسجيل مفتوح، وتبدأ { $when }
tournament-state-playing = يلعبون الدور { $round } من { $rounds }
tournament-state-finished = خلصت
tournament-state-cancelled = انلغت: ما جا فريقين على الأقل
tournament-line = { $name }، { $creator-form ->
        [feminine] سوّتها { $creator }
        [masculine] سوّاها { $creator }
       *[other] من تنظيم { $creator }
    }: { $rules }، { $format }، { $teams }؛ { $entries ->
        [zero] ما سجّل أحد
        [one] سجّل لاعب واحد
        [two] سجّلوا لاعبين
        [few] سجّلوا { $entries } لاعبين
        [many] سجّل { $entries } لاعب
       *[other] سجّل { $entries } لاعب
    }، والحد الأعلى للفرق { $most }؛ { $state }.
tournament-line-mine = { $you ->
        [feminine] { $line } أنتِ مسجّلة فيها.
       *[other] { $line } أنت مسجّل فيها.
    }
tournament-team = { $first } و{ $second }
tournament-next-match = الدور { $round } من { $rounds }: { $partner-form ->
        [feminine] أنت وخويّتك { $partner }
        [masculine] أنت وخويّك { $partner }
       *[other] أنت و{ $partner }
    } تلعبون ضد { $them } على الطاولة { $table }، { $when }.
tournament-next-feeder = الدور { $round } من { $rounds }: { $partner-form ->
        [feminine] أنت وخويّتك { $partner }
        [masculine] أنت وخويّك { $partner }
       *[other] أنت و{ $partner }
    } تلعبون ضد الفايزين في الطاولة { $table }، { $when }.
tournament-next-swiss = الدور { $round } من { $rounds }: { $partner-form ->
        [feminine] أنت وخويّتك { $partner }
        [masculine] أنت وخويّك { $partner }
       *[other] أنت و{ $partner }
    } تنقرعون حسب الفوز أول ما يخلص الدور { $before }.
tournament-next-out = { $partner-form ->
        [feminine] أنت وخويّتك { $partner }
        [masculine] أنت وخويّك { $partner }
       *[other] أنت و{ $partner }
    } طلعتوا من البطولة: يعطيكم العافية.
tournament-next-won = { $partner-form ->
        [feminine] أنت وخويّتك { $partner }
        [masculine] أنت وخويّك { $partner }
       *[other] أنت و{ $partner }
    } فزتوا بالبطولة!
tournament-next-placed = البطولة خلصت: { $partner-form ->
        [feminine] أنت وخويّتك { $partner }
        [masculine] أنت وخويّك { $partner }
       *[other] أنت و{ $partner }
    } جيتوا في المركز { $place }.
tournament-round = الدور { $round } من { $rounds }، بدأ { $when }
tournament-match-bye = الطاولة { $table }: { $team } تأهلوا بدون لعب.
tournament-match-playing = الطاولة { $table }: { $home } يلعبون ضد { $away } الحين، إدخال للفرجة.
tournament-match-won = الطاولة { $table }: { $winner } غلبوا { $loser }.
tournament-match-forfeit = { $name-form ->
        [feminine] { $line } { $name } ما كمّلت الصكة: بوت قعد مكانها وفريقها انحسب خسران.
        [masculine] { $line } { $name } ما كمّل الصكة: بوت قعد مكانه وفريقه انحسب خسران.
       *[other] { $line } مقعد { $name } كمّله بوت، وفريق { $name } انحسب خسران.
    }
tournament-standings = الترتيب
tournament-place = المركز { $place }: { $team }، { $wins ->
        [zero] ما فازوا ولا مرة
        [one] فازوا مرة وحدة
        [two] فازوا مرتين
        [few] فازوا { $wins } مرات
        [many] فازوا { $wins } مرة
       *[other] فازوا { $wins } مرة
    }
tournament-place-out = { $line }، وطلعوا في الدور { $round }
tournament-unpaired = بدون خوي، وما يلعبون: { $names }
tournament-hash = بذرة القرعة سرّية لين آخر البطولة؛ بصمتها منشورة من الحين، وأولها { $hash }.
tournament-seed = بذرة القرعة أولها { $seed }؛ وبصمتها اللي انتشرت قبل البداية أولها { $hash }. أي أحد يقدر يتأكد من القرعة فيها.
tournament-export = حفظ القرعة في ملف، للتأكد منها
tournament-refresh = قراءتها من جديد
tournament-enter = سجّلني، والسيرفر يقرّع لي خوي
tournament-enter-partner = سجّلني مع خويّي، باسمه
tournament-partner-prompt = اسم خويّك على هالسيرفر، وبعدين إدخال: التسجيل من الطرفين، كل واحد يكتب اسم الثاني
tournament-leave = إلغاء تسجيلي
tournament-entered = تسجّلت.
tournament-entered-partner = تسجّلت مع { $partner }.
tournament-left = انلغى تسجيلك.
tournament-form-title = بطولة جديدة
tournament-form-name = الاسم: { $name }
tournament-name-prompt = اسم البطولة، وبعدين إدخال
tournament-name-first = البطولة تبي اسم أول.
tournament-form-format = النظام: { $value }
tournament-form-rounds = أدوار النظام السويسري: { $rounds }
tournament-form-teams = الفرق: { $value }
tournament-form-most = الحد الأعلى للفرق: { $teams }
tournament-form-start = تبدأ بعد { $minutes ->
        [zero] ولا دقيقة
        [one] دقيقة
        [two] دقيقتين
        [few] { $minutes } دقايق
        [many] { $minutes } دقيقة
       *[other] { $minutes } دقيقة
    }
tournament-form-create = نسوّي البطولة
tournament-created = { $name } جاهزة: التسجيل مفتوح.
tournament-ready = صكتك في { $name } جاهزة: الدور { $round } من { $rounds }، الطاولة { $table }. { $key } يدخلك فيها.
tournament-started = { $name } بدأت: القرعة انسحبت.
tournament-finished = { $name } خلصت: ترتيبها في البطولات.
tournament-cancelled = { $name } انلغت: ما سجّل فريقين على الأقل.
tournament-in-diwan = { $name } في ديوانية { $diwan }
tournament-form-title-diwan = بطولة جديدة لديوانية { $diwan }
