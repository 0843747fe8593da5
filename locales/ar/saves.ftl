### المسرد في أول ملف game.ftl ينطبق على هذا الملف أيضًا.

## ملفات الإعدادات، الصكة المحفوظة، الخلط العادل، الصكات السابقة وإعادة العرض

settings-reset-corrupt = ملف إعداداتك تالف، فاستُخدمت الإعدادات الافتراضية. حُفظ الملف القديم باسم { $backup }.
settings-reset-wrong-types = في ملف إعداداتك قيم من نوع خاطئ، فاستُخدمت الإعدادات الافتراضية. حُفظ الملف القديم باسم { $backup }.
settings-reset-future-version = ملف إعداداتك من إصدار أحدث من اللعبة، فاستُخدمت الإعدادات الافتراضية. حُفظ الملف باسم { $backup }.
settings-reset-unknown-version = لملف إعداداتك إصدار لا تعرفه هذه اللعبة، فاستُخدمت الإعدادات الافتراضية. حُفظ الملف باسم { $backup }.
settings-reset-unreadable = تعذّرت قراءة مجلد الإعدادات، فاستُخدمت الإعدادات الافتراضية.
keys-reset-corrupt = ملف المفاتيح تالف، فاستُخدمت المفاتيح الافتراضية. حُفظ الملف القديم باسم { $backup }.
keys-reset-wrong-types = في ملف المفاتيح قيم من نوع خاطئ، فاستُخدمت المفاتيح الافتراضية. حُفظ الملف القديم باسم { $backup }.
keys-reset-unreadable = تعذّرت قراءة ملف المفاتيح، فاستُخدمت المفاتيح الافتراضية.
settings-not-saved = تعذّر حفظ الإعدادات. تبقى سارية حتى تخرج من اللعبة.

menu-continue = أكمل الصكة المحفوظة
continue-resumed = استُؤنفت الصكة في الجولة { $round }. لنا { $us }، لهم { $them }.
save-unusable = تعذّر استئناف الصكة المحفوظة. حُفظت باسم { $backup }.
save-failed = تعذّر حفظ الصكة على هذا الجهاز. يمكنك مواصلة اللعب.

shuffle-commitment = خلط عادل، ورمز ختمه يبدأ كذا: { $short }.
# الرموز بأول حروفها وأرقامها ({ $short }: «1 e 4 f 9 a 0 b»)؛ البذرة كاملة في سجل الصكة
shuffle-seed-short = كُشفت بذرة هذه الصكة، وأولها { $short }. وهي كاملة في سجل الصكة، فيقدر أي أحد يتحقق من كل توزيعة.
match-end-seed-short = البذرة المكشوفة، أولها { $short }؛ وهي كاملة في سجل الصكة
match-end-commitment-short = الختم المثبّت قبل أول توزيع، أوله { $short }

menu-history = الصكات السابقة
history-title = الصكات السابقة
history-none = ما فيه صكة خالصة للحين.
history-entry = { $date }، { $preset }: لنا { $us }، لهم { $them }، { $rounds ->
        [zero] ولا جولة
        [one] جولة وحدة
        [two] جولتين
        [few] { $rounds } جولات
        [many] { $rounds } جولة
       *[other] { $rounds } جولة
    }
history-rounds-title = جولات الصكة
history-unreadable = تعذّرت قراءة سجل هذه الصكة.
replay-title = إعادة عرض الجولة { $round }
replay-start = إعادة عرض الجولة { $round }. السهم اليمين: الأكلة اللِّي بعدها. السهم اليسار: الأكلة اللِّي قبلها. آر: أعد. إتش: أوراق كل لاعب بعد ما تخلص الجولة. الهروب: رجوع.
replay-end = انتهت إعادة العرض.
replay-hand = { $seat }: { $cards }.
replay-hands-hidden = تُكشف الأوراق بعد انتهاء الجولة.
cmd-replay_next = إعادة العرض: الأكلة التالية
cmd-replay_previous = إعادة العرض: الأكلة السابقة
cmd-replay_repeat = إعادة العرض: أعد هذه الأكلة
cmd-replay_hands = إعادة العرض: أوراق كل لاعب بعد انتهاء الجولة
cmd-replay_back = إعادة العرض: رجوع إلى الجولات
context-replay = أثناء إعادة العرض

setting-theme = الألوان: { $value }
theme-dark = نص فاتح على خلفية سوداء
theme-light = نص داكن على خلفية بيضاء
setting-verbosity = التعليق: { $value }
verbosity-full = كامل
verbosity-brief = مختصر، للاعبين المتمرّسين
