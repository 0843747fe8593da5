### المسرد في أول ملف game.ftl ينطبق على هذا الملف أيضًا.

## ملفات الإعدادات، الصكة المحفوظة، الخلط العادل، الصكات السابقة وإعادة العرض

settings-reset-corrupt = ملف إعداداتك خربان، فرجعنا للإعدادات الأصلية. الملف القديم محفوظ باسم { $backup }.
settings-reset-wrong-types = ملف إعداداتك فيه قيم من نوع غلط، فرجعنا للإعدادات الأصلية. الملف القديم محفوظ باسم { $backup }.
settings-reset-future-version = ملف إعداداتك من نسخة أحدث من اللعبة، فرجعنا للإعدادات الأصلية. الملف محفوظ باسم { $backup }.
settings-reset-unknown-version = ملف إعداداتك نسخته ما نعرفها، فرجعنا للإعدادات الأصلية. الملف محفوظ باسم { $backup }.
settings-reset-unreadable = ما قدرنا نقرأ مجلد الإعدادات، فرجعنا للإعدادات الأصلية.
keys-reset-corrupt = ملف المفاتيح خربان، فرجعنا للمفاتيح الأصلية. الملف القديم محفوظ باسم { $backup }.
keys-reset-wrong-types = ملف المفاتيح فيه قيم من نوع غلط، فرجعنا للمفاتيح الأصلية. الملف القديم محفوظ باسم { $backup }.
keys-reset-unreadable = ما قدرنا نقرأ ملف المفاتيح، فرجعنا للمفاتيح الأصلية.
settings-not-saved = { $you ->
        [feminine] ما قدرنا نحفظ الإعدادات. تبقى شغّالة لين تطلعين من اللعبة.
       *[other] ما قدرنا نحفظ الإعدادات. تبقى شغّالة لين تطلع من اللعبة.
    }

menu-continue = نكمّل الصكة المحفوظة
continue-resumed = رجعنا للصكة من الجولة { $round }. لنا { $us }، لهم { $them }.
save-unusable = ما قدرنا نكمّل الصكة المحفوظة. هي محفوظة باسم { $backup }.
save-failed = { $you ->
        [feminine] ما قدرنا نحفظ الصكة على هذا الجهاز. تقدرين تكمّلين اللعب عادي.
       *[other] ما قدرنا نحفظ الصكة على هذا الجهاز. تقدر تكمّل اللعب عادي.
    }

shuffle-commitment = خلط عادل، ورمز ختمه يبدأ كذا: { $short }.
# الرموز بأول حروفها وأرقامها ({ $short }: «1 e 4 f 9 a 0 b»)؛ البذرة كاملة في سجل الصكة
shuffle-seed-short = انكشفت بذرة هذي الصكة، وأولها { $short }. وهي كاملة في سجل الصكة، وأي أحد يقدر يتأكد من كل توزيعة.
match-end-seed-short = البذرة المكشوفة، أولها { $short }؛ وهي كاملة في سجل الصكة
match-end-commitment-short = الختم المثبّت قبل أول توزيع، أوله { $short }

menu-history = الصكات السابقة
history-title = الصكات السابقة
history-none = ما خلصت ولا صكة للحين.
history-entry = { $date }، { $preset }: لنا { $us }، لهم { $them }، { $rounds ->
        [zero] ولا جولة
        [one] جولة وحدة
        [two] جولتين
        [few] { $rounds } جولات
        [many] { $rounds } جولة
       *[other] { $rounds } جولة
    }
history-rounds-title = جولات الصكة
history-unreadable = ما قدرنا نقرأ سجل هذي الصكة.
replay-title = إعادة عرض الجولة { $round }
replay-start = إعادة عرض الجولة { $round }. السهم اليمين: الأكلة اللِّي بعدها. السهم اليسار: الأكلة اللِّي قبلها. آر: نفس الأكلة من جديد. إتش: أوراق كل لاعب بعد ما تخلص الجولة. الهروب: رجوع.
replay-end = خلصت الإعادة.
replay-hand = { $seat }: { $cards }.
replay-hands-hidden = الأوراق تنكشف بعد ما تخلص الجولة.
cmd-replay_next = الإعادة: الأكلة اللِّي بعدها
cmd-replay_previous = الإعادة: الأكلة اللِّي قبلها
cmd-replay_repeat = الإعادة: نفس الأكلة من جديد
cmd-replay_hands = الإعادة: أوراق كل لاعب بعد ما تخلص الجولة
cmd-replay_back = الإعادة: رجوع للجولات
context-replay = وقت الإعادة

setting-theme = الألوان: { $value }
theme-dark = نص فاتح على خلفية سوداء
theme-light = نص داكن على خلفية بيضاء
setting-verbosity = التعليق: { $value }
verbosity-full = كامل
verbosity-brief = مختصر، للاعبين المتمرّسين
