### المسرد في أول ملف game.ftl ينطبق على هذا الملف أيضًا.

## وين واصل الحساب في السيرفر: تقييمه، لوحات الترتيب، إحصائياته وصكاته أونلاين (من الصالة)

lobby-my-rating = تقييمي
lobby-leaderboard = لوحة الترتيب
lobby-statistics = إحصائياتي أونلاين
lobby-history = صكاتي اللي لعبتها أونلاين
create-rated = صكة مقيّمة، أربعة حسابات: { $value }
table-rated = مقيّمة، { $kind }
standing-chance = صكة مقيّمة: فرصة فريقك في الفوز { $chance } من 100.
standing-rating-title = تقييمي
standing-rating = { $preset }: تقييمك { $shown }؛ مستواك { $mu }، زود أو نقص { $sigma }؛ { $rated ->
    [zero] ولا صكة مقيّمة
    [one] صكة مقيّمة وحدة
    [two] صكتين مقيّمة
    [few] { $rated } صكات مقيّمة
    [many] { $rated } صكة مقيّمة
   *[other] { $rated } صكة مقيّمة
}.
standing-rating-none = ما لعبت ولا صكة مقيّمة للحين: تقييمك يبدأ من 0، مستوى 25 زود أو نقص 8.3.
standing-hidden = أخفني من لوحات الترتيب: { $value }
standing-hidden-on = { $you ->
        [feminine] صرتِ مخفية من لوحات الترتيب.
       *[other] صرت مخفي من لوحات الترتيب.
    }
standing-hidden-off = { $you ->
        [feminine] رجعتِ تطلعين في لوحات الترتيب.
       *[other] رجعت تطلع في لوحات الترتيب.
    }
standing-board-title = لوحة الترتيب، { $preset }، صفحة { $page }
standing-board-preset = القوانين: { $preset }. يمين ويسار يغيّرونها.
standing-board-place = ترتيبك: { $place }.
standing-board-unplaced = { $you ->
        [feminine] ما لك مكان في هذي اللوحة: ما لعبتِ صكة مقيّمة بهذي القوانين للحين، أو أنتِ مخفية.
       *[other] ما لك مكان في هذي اللوحة: ما لعبت صكة مقيّمة بهذي القوانين للحين، أو أنت مخفي.
    }
standing-board-line = { $place }. { $name }: التقييم { $shown }، { $rated ->
        [zero] ولا صكة مقيّمة
        [one] صكة مقيّمة وحدة
        [two] صكتين مقيّمة
        [few] { $rated } صكات مقيّمة
        [many] { $rated } صكة مقيّمة
       *[other] { $rated } صكة مقيّمة
    }.
standing-board-empty = ما فيه أحد في هذي اللوحة للحين.
standing-next-page = الصفحة الجاية
standing-previous-page = الصفحة اللي قبل
standing-stats-title = إحصائياتي أونلاين، من كل صكاتي أونلاين
standing-history-title = صكاتي اللي لعبتها أونلاين، الأحدث أول
standing-history-none = ما خلصت ولا صكة أونلاين للحين.
standing-more-matches = صكات أقدم
standing-match = { $date }، { $preset }{ $rated ->
    [yes] ، مقيّمة
   *[no] {""}
}: أنت و{ $partner } ضد { $right } و{ $left }، { $us } مقابل { $them }، { $result ->
    [won] كسبتوها
    [lost] خسرتوها
    [left] طلعت منها قبل لا تخلص
   *[other] بدون فايز
}.
standing-match-title = صكة أونلاين قديمة
standing-replay = إعادة جولاتها
standing-export = حفظ سجلاتها في ملف
standing-exported = انحفظت السجلات في { $path }. الأمر { $command } يتحقق منها.
standing-export-failed = ما قدرت أحفظ السجلات: { $error }
cmd-ask_rating = على طاولة مقيّمة أونلاين: فرصة فريقك المتوقعة، تقييمك وقد إيش هو أكيد
standing-table-unrated = هذي الصكة مو مقيّمة: ما يتغير تقييم أحد.
standing-table-rated = صكة مقيّمة: تقييمات لاعبينها الأربعة تتغير إذا خلصت.
standing-table-rating = صكة مقيّمة: فرصة فريقك في الفوز { $chance } من 100. تقييمك هنا: { $shown }؛ مستواك { $mu }، زود أو نقص { $sigma }.
