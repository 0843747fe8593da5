### المسرد في أول ملف game.ftl ينطبق على هذا الملف أيضًا.

## مستويات اللاعبين الآليين ومفتاح التلميح

bot-easy = سهل (يغلط)
bot-normal = عادي (يلعب صح)
bot-strong = قوي (يحسبها قدّام)

cmd-hint = تلميح: وش يلعب اللاعب القوي الحين، وليش
hint-text = تلميح: { $action }. { $reason }
hint-not-your-turn = ما فيه تلميح الحين: مو دورك.

# سبب قصير للنداء أو الورقة المقترحة
hint-reason-hokum-strong = حكمك قوي ويكفي تشتري.
hint-reason-sun-strong = إككك وعشراتك تصلح صن.
hint-reason-ashkal = ورقك يصلح صن، والمكشوفة تروح لخويّك.
hint-reason-qablak = ورقك قوي ويكفي تقول قبلك وتاخذ الصن.
hint-reason-trump-choice = هذا أقوى لون عندك للحكم.
hint-reason-double = ورقك يقدر يطيّح المشتري.
hint-reason-raise = ورقك قوي ويكفي ترفع.
hint-reason-confirm = ورقك يصلح حكم أكثر من صن.
hint-reason-pass-weak = ورقك ضعيف، قل بس.
hint-reason-boshat = أول خمس أوراق عندك كلها صغار: قل بوشات وينعاد التوزيع.
hint-reason-sawa = فريقك ياكل كل الأكلات الباقية أكيد.
hint-reason-only-card = ما عندك غيرها.
hint-reason-draw-trumps = اسحب حكم الخصوم.
hint-reason-master = هي أكبر ورقة باقية من لونها.
hint-reason-lead-low = ابدأ بورقة صغيرة وخلّ ورقك القوي عندك.
hint-reason-feed = خويّك آكل الأكلة: عطه أبناط.
hint-reason-partner-winning = خويّك آكل الأكلة: العب ورقة صغيرة.
hint-reason-win = تاكل الأكلة.
# كل سبب صحيح بحسب ما يراه اللاعب (bots/reasons.py)
hint-reason-no-higher-out = ما أحد غيرك عنده ورقة أكبر من هذا اللون.
hint-reason-lead-singleton = هي الورقة الوحيدة عندك من هذا اللون.
hint-reason-lead-high = ابدأ بأكبر ورقة عندك من هذا اللون وخلّ الأصغر.
hint-reason-keep-higher = ابدأ بهذا اللون وخلّ ورقتك الأكبر فيه عندك.
hint-reason-ahead = تغلب الأوراق اللِّي نزلت لين الحين.
hint-reason-partner-ahead = خويّك آكل الأكلة لين الحين.
hint-reason-hold-back = تقدر تغلب الأوراق اللِّي نزلت، بس خلّ ورقتك القوية لبعدين.
hint-reason-cannot-win = ما تقدر تاكل هذي الأكلة.
hint-reason-ruff = إذا دقّيت بالحكم تاكل الأكلة.
hint-reason-duck = ما تقدر تاكل هذي الأكلة: العب أرخص ورقة عندك.
hint-reason-discard = ما تقدر تاكل هذي الأكلة: ارمِ الورقة اللِّي فايدتها أقل.
