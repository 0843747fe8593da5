## العب الحين: كرسي على طاولة أربعة يلقاها السيرفر (ui/play_now.py)

menu-play-now = العب الحين
lobby-play-now = العب الحين
play-now-title = { $you ->
        [feminine] العبي الحين: أي طاولة تبين؟
       *[other] العب الحين: أي طاولة تبي؟
    }
play-now-rated = مصنّفة، مع لاعبين قريبين من مستواك: { $value }
play-now-bots = البوتات تكمّل الكراسي الفاضية: { $after }
play-now-bots-never = لا
play-now-bots-after = بعد { $duration }
play-now-start = دوّر لي طاولة
play-now-waiting-title = ندوّر لك طاولة. الهروب يطلّعك من الطابور.
play-now-looking = { $rated ->
        [yes] ندوّر على { $count ->
            [1] لاعب واحد
            [2] لاعبين اثنين
           *[other] ثلاثة لاعبين
        } قريبين من مستواك: { $duration }
       *[other] ندوّر على { $count ->
            [1] لاعب واحد
            [2] لاعبين اثنين
           *[other] ثلاثة لاعبين
        }: { $duration }
    }
play-now-held = محاولتك الجاية بعد { $duration }.
play-now-partner = ننتظر خويّك يدخل الطابور.
play-now-leave = الطلعة من الطابور
play-now-left = { $you ->
        [feminine] طلعتي من الطابور.
       *[other] طلعت من الطابور.
    }
play-now-bot = بوت
play-now-found = لقينا طاولة: معك { $partner }، وضدك { $left } و{ $right }. نجلّسك الحين.
play-now-chance = على حسب التقييم، فرصة فريقك بالفوز { $chance } من 100.
play-now-seated = الكل أخذ مكانه: الصكة بدأت.
play-now-no-show = لاعب ما أخذ مكانه: مكانك في الطابور محفوظ.
play-now-missed = { $you ->
        [feminine] ما أخذتي مكانك بوقته: رجعتي لآخر الطابور، ومحاولتك الجاية بعد { $duration }.
       *[other] ما أخذت مكانك بوقته: رجعت لآخر الطابور، ومحاولتك الجاية بعد { $duration }.
    }
play-now-partner-left = { $you ->
        [feminine] خويّك طلع من الطابور، وطلعتي معه.
       *[other] خويّك طلع من الطابور، وطلعت معه.
    }
online-error-in-line = { $you ->
        [feminine] أنتِ في الطابور من قبل.
       *[other] أنت في الطابور من قبل.
    }
online-error-not-in-line = { $you ->
        [feminine] أنتِ مو في الطابور.
       *[other] أنت مو في الطابور.
    }
online-error-queue-address = فيه لاعبين كثير في الطابور من نفس اتصالك.
online-error-partner-guest = { $you ->
        [feminine] اللعب مع خويّك للحسابات بس: سجّلي دخولك أو سجّلي اسمك.
       *[other] اللعب مع خويّك للحسابات بس: سجّل دخولك أو سجّل اسمك.
    }
online-error-partner-options = خويّك في الطابور على نوع ثاني من الطاولات.
online-error-unknown-offer = هذي الطاولة ما عادت تنتظرك.
online-error-bad-timer = { $you ->
        [feminine] العب الحين ما ياخذ مؤقت مخصص: اختاري: مطفي، أو مريح، أو بطولة.
       *[other] العب الحين ما ياخذ مؤقت مخصص: اختر: مطفي، أو مريح، أو بطولة.
    }
