## الأصدقاء عبر الإنترنت (baloot_audio/ui/friends.py, friends_screens.py): للحسابات بس

lobby-friends = الأصدقاء
friends-title = الأصدقاء
friends-none = { $you ->
        [feminine] ما عندك أصدقاء للحين: أضيفي واحد باسمه.
       *[other] ما عندك أصدقاء للحين: أضف واحد باسمه.
    }
friends-requests = { $count ->
        [zero] ما فيه طلب صداقة ينتظر ردك
        [one] طلب صداقة واحد ينتظر ردك
        [two] طلبين صداقة ينتظرون ردك
        [few] { $count } طلبات صداقة تنتظر ردك
        [many] { $count } طلب صداقة ينتظر ردك
       *[other] { $count } طلب صداقة ينتظر ردك
    }
friends-add = إضافة صديق باسمه
friends-add-prompt = اسم صديقك على هذا السيرفر
friends-request-sent = { $name-form ->
        [feminine] طلبك راح إلى { $name }: تقبله أو ترفضه.
        [masculine] طلبك راح إلى { $name }: يقبله أو يرفضه.
       *[other] طلبك راح إلى { $name }، وينتظر الرد.
    }
friends-accounts-only = { $you ->
        [feminine] الأصدقاء للحسابات بس: ادخلي بحسابك، أو سجّلي اسمك.
       *[other] الأصدقاء للحسابات بس: ادخل بحسابك، أو سجّل اسمك.
    }
friends-not-connected = { $you ->
        [feminine] اتصلي بسيرفر أول.
       *[other] اتصل بسيرفر أول.
    }
friend-offline = { $name } مو أونلاين
friend-lobby = { $name } أونلاين، في الصالة
friend-table = { $name } على طاولة، { $free ->
        [0] ما فيها مقعد فاضي
        [one] فيها مقعد فاضي واحد
        [two] فيها مقعدين فاضية
        [few] فيها { $free } مقاعد فاضية
        [many] فيها { $free } مقعدًا فاضيًا
       *[other] فيها { $free } مقعد فاضي
    }
friend-playing = { $name-form ->
        [feminine] { $name } تلعب صكة
        [masculine] { $name } يلعب صكة
       *[other] { $name } في صكة
    }
friend-watching = { $name-form ->
        [feminine] { $name } تتفرج على صكة
        [masculine] { $name } يتفرج على صكة
       *[other] { $name } من المتفرجين على صكة
    }
friend-came-online = أونلاين الحين: { $where }
friend-came-offline = { $name-form ->
        [feminine] { $name } طلعت من السيرفر.
        [masculine] { $name } طلع من السيرفر.
       *[other] { $name }: مو أونلاين الحين.
    }
friend-came-accepted = { $name-form ->
        [feminine] صديقة جديدة: { $where }
        [masculine] صديق جديد: { $where }
       *[other] انقبل طلب الصداقة: { $where }
    }
friend-request = { $name-form ->
        [feminine] { $name } تبي تصير صديقتك: الرد من أصدقائك، { $key }.
        [masculine] { $name } يبي يصير صديقك: الرد من أصدقائك، { $key }.
       *[other] طلب صداقة من { $name }: الرد من أصدقائك، { $key }.
    }
friend-request-accept = قبول { $name } في أصدقائك
friend-request-decline = رفض طلب { $name }
friend-declined = رفضت طلب { $name }.
friend-removed = { $name-form ->
        [feminine] { $name } ما عادت صديقتك.
        [masculine] { $name } ما عاد صديقك.
       *[other] أصدقاؤك ما عاد فيهم { $name }.
    }
friend-menu-invite = عزيمة { $name } على طاولتي
friend-menu-messages = الرسايل مع { $name }
friend-menu-write = كتابة رسالة إلى { $name }
friend-menu-remove = حذف { $name } من أصدقائي
friend-invite-sent = عزيمتك راحت إلى { $name }.
friend-invited = { $name-form ->
        [feminine] { $name } تعزمك على طاولتها: { $accept } للقبول، و{ $decline } للرفض.
        [masculine] { $name } يعزمك على طاولته: { $accept } للقبول، و{ $decline } للرفض.
       *[other] عزيمة من { $name } على طاولة: { $accept } للقبول، و{ $decline } للرفض.
    }
friend-invite-accepted = { $name-form ->
        [feminine] { $name } قبلت عزيمتك.
        [masculine] { $name } قبل عزيمتك.
       *[other] عزيمتك انقبلت عند { $name }.
    }
friend-invite-declined = { $name-form ->
        [feminine] { $name } رفضت عزيمتك.
        [masculine] { $name } رفض عزيمتك.
       *[other] عزيمتك انرفضت عند { $name }.
    }
friend-invite-you-declined = رفضت عزيمة { $name }.
friend-no-invite = ما فيه عزيمة تنتظر ردك.
friend-message = { $name-form ->
        [feminine] { $name } كتبت: { $text }
        [masculine] { $name } كتب: { $text }
       *[other] رسالة من { $name }: { $text }
    }
message-prompt = رسالتك إلى { $name }
message-sent = انرسلت إلى { $name }.
messages-title = الرسايل مع { $name }، الأحدث أول
messages-none = ما فيه رسايل للحين.
messages-older = رسايل أقدم
messages-mine = أنت: { $text }
messages-theirs = { $name }: { $text }
