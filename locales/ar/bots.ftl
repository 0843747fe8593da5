### المسرد في أول ملف game.ftl ينطبق على هذا الملف أيضًا.

## مستويات اللاعبين الآليين ومفتاح التلميح

bot-easy = سهل (يغلط)
bot-normal = عادي (يلعب صح)
bot-strong = قوي (يحسبها قدّام)

cmd-hint = تلميح: وش يلعب البوت القوي الحين، وليش
hint-text = تلميح: { $action }. { $reason }
hint-not-your-turn = ما فيه تلميح الحين: مو دورك.

# سبب قصير للنداء أو الورقة المقترحة
hint-reason-hokum-strong = { $you ->
        [feminine] حكمك قوي ويكفي تشترين.
       *[other] حكمك قوي ويكفي تشتري.
    }
hint-reason-sun-strong = عندك إكك وعشرات تصلح صن.
hint-reason-ashkal = ورقك يصلح صن، والمكشوفة تروح لخويّك.
hint-reason-qablak = { $you ->
        [feminine] ورقك قوي ويكفي تقولين قبلك وتاخذين الصن.
       *[other] ورقك قوي ويكفي تقول قبلك وتاخذ الصن.
    }
hint-reason-trump-choice = هذا أقوى لون عندك للحكم.
hint-reason-double = ورقك يقدر يطيّح المشتري.
hint-reason-raise = { $you ->
        [feminine] ورقك قوي ويكفي ترفعين.
       *[other] ورقك قوي ويكفي ترفع.
    }
hint-reason-confirm = ورقك يصلح حكم أكثر من صن.
hint-reason-pass-weak = { $you ->
        [feminine] ورقك ضعيف، قولي بس.
       *[other] ورقك ضعيف، قل بس.
    }
hint-reason-boshat = { $you ->
        [feminine] أول خمس أوراق عندك كلها صغار: قولي بوشات وينعاد التوزيع.
       *[other] أول خمس أوراق عندك كلها صغار: قل بوشات وينعاد التوزيع.
    }
hint-reason-sawa = فريقك ياكل كل الأكلات الباقية أكيد.
hint-reason-only-card = ما عندك غيرها.
hint-reason-draw-trumps = { $you ->
        [feminine] اسحبي حكم الخصوم.
       *[other] اسحب حكم الخصوم.
    }
hint-reason-master = هي أكبر ورقة باقية من لونها.
hint-reason-lead-low = { $you ->
        [feminine] ابدي بورقة صغيرة وخلّي ورقك القوي عندك.
       *[other] ابدأ بورقة صغيرة وخلّ ورقك القوي عندك.
    }
hint-reason-feed = { $you ->
        [feminine] خويّك آكل الأكلة: عطيه أبناط.
       *[other] خويّك آكل الأكلة: عطه أبناط.
    }
hint-reason-partner-winning = { $you ->
        [feminine] خويّك آكل الأكلة: العبي ورقة صغيرة.
       *[other] خويّك آكل الأكلة: العب ورقة صغيرة.
    }
hint-reason-win = تاكل الأكلة.
# كل سبب صحيح بحسب ما يراه اللاعب (bots/reasons.py)
hint-reason-no-higher-out = ما أحد غيرك عنده ورقة أكبر من هذا اللون.
hint-reason-lead-singleton = هي الورقة الوحيدة عندك من هذا اللون.
hint-reason-lead-high = { $you ->
        [feminine] ابدي بأكبر ورقة عندك من هذا اللون وخلّي الأصغر.
       *[other] ابدأ بأكبر ورقة عندك من هذا اللون وخلّ الأصغر.
    }
hint-reason-keep-higher = { $you ->
        [feminine] ابدي بهذا اللون وخلّي ورقتك الأكبر فيه عندك.
       *[other] ابدأ بهذا اللون وخلّ ورقتك الأكبر فيه عندك.
    }
hint-reason-ahead = تغلب الأوراق اللِّي نزلت لين الحين.
hint-reason-partner-ahead = خويّك آكل الأكلة لين الحين.
hint-reason-hold-back = { $you ->
        [feminine] تقدرين تغلبين الأوراق اللِّي نزلت، بس خلّي ورقتك القوية لبعدين.
       *[other] تقدر تغلب الأوراق اللِّي نزلت، بس خلّ ورقتك القوية لبعدين.
    }
hint-reason-cannot-win = { $you ->
        [feminine] ما تقدرين تاكلين هذي الأكلة.
       *[other] ما تقدر تاكل هذي الأكلة.
    }
hint-reason-ruff = { $you ->
        [feminine] إذا دقّيتِ بالحكم تاكلين الأكلة.
       *[other] إذا دقّيت بالحكم تاكل الأكلة.
    }
hint-reason-duck = { $you ->
        [feminine] ما تقدرين تاكلين هذي الأكلة: العبي أرخص ورقة عندك.
       *[other] ما تقدر تاكل هذي الأكلة: العب أرخص ورقة عندك.
    }
hint-reason-discard = { $you ->
        [feminine] ما تقدرين تاكلين هذي الأكلة: ارمي الورقة اللِّي فايدتها أقل.
       *[other] ما تقدر تاكل هذي الأكلة: ارمِ الورقة اللِّي فايدتها أقل.
    }
