### المسرد في أول ملف game.ftl ينطبق على هذا الملف أيضًا.

## مستويات اللاعبين الآليين ومفتاح التلميح

bot-easy = سهل (يغلط)
bot-normal = عادي (لعب سليم)
bot-strong = قوي (يفكر للأمام)

cmd-hint = تلميح: ماذا يلعب اللاعب القوي الآن، ولماذا
hint-text = تلميح: { $action }. { $reason }
hint-not-your-turn = لا تلميح الآن: ليس دورك.

# سبب قصير للنداء أو الورقة المقترحة
hint-reason-hokum-strong = حكمك قوي بما يكفي للشراء.
hint-reason-sun-strong = إككك وعشراتك تصلح صن.
hint-reason-ashkal = يد صن جيدة، والمكشوفة تروح لخويّك.
hint-reason-qablak = يدك قوية بما يكفي لتأخذ الصن قبله.
hint-reason-trump-choice = هذا أقوى لون عندك للحكم.
hint-reason-double = أوراقك تقدر تغلب المشتري.
hint-reason-raise = يدك قوية بما يكفي لرفع الرهان.
hint-reason-confirm = يدك أحسن للحكم منها للصن.
hint-reason-pass-weak = ورقك ضعيف، قل بس.
hint-reason-boshat = أوراقك الخمس كلها صغيرة: اطلب توزيعًا جديدًا.
hint-reason-sawa = فريقك يأكل كل الأكلات الباقية بلا شك.
hint-reason-only-card = ما عندك غيرها.
hint-reason-draw-trumps = اسحب حكم الخصوم.
hint-reason-master = هي أعلى ورقة باقية في لونها.
hint-reason-lead-low = ابدأ بورقة صغيرة واحتفظ بأوراقك القوية.
hint-reason-feed = خويّك آكل الأكلة: أعطه أبناطًا.
hint-reason-partner-winning = خويّك آكل الأكلة: العب صغيرًا.
hint-reason-win = تأكل الأكلة.
# كل سبب صحيح بحسب ما يراه اللاعب (bots/reasons.py)
hint-reason-no-higher-out = ما عند أحد غيرك ورقة أعلى في هذا اللون.
hint-reason-lead-singleton = هي ورقتك الوحيدة في هذا اللون.
hint-reason-lead-high = ابدأ بأعلى ورقة عندك في هذا اللون واحتفظ بالأصغر.
hint-reason-keep-higher = ابدأ بهذا اللون واحتفظ بورقتك الأعلى فيه.
hint-reason-ahead = تغلب الأوراق الملعوبة حتى الآن.
hint-reason-partner-ahead = خويّك آكل الأكلة حتى الآن.
hint-reason-hold-back = تقدر تغلب الأوراق الملعوبة، لكن احتفظ بورقتك القوية لبعدين.
hint-reason-cannot-win = ما تقدر تأكل هذه الأكلة.
hint-reason-ruff = الدق بالحكم يأكل الأكلة.
hint-reason-duck = ما تقدر تأكل هذه الأكلة: العب أرخص ورقة عندك.
hint-reason-discard = ما تقدر تأكل هذه الأكلة: ارمِ أقل ورقة فائدة.
