## الأصدقاء عبر الإنترنت (baloot_audio/ui/friends.py, friends_screens.py): للحسابات بس

lobby-friends = الأصدقاء
friends-title = الأصدقاء
friends-none = ما عندك صديق للحين: أضف واحد باسمه.
friends-requests = { $count ->
        [zero] ما فيه طلب صداقة ينتظر ردك
        [one] طلب صداقة واحد ينتظر ردك
        [two] طلبين صداقة ينتظرون ردك
        [few] { $count } طلبات صداقة تنتظر ردك
        [many] { $count } طلب صداقة ينتظر ردك
       *[other] { $count } طلب صداقة ينتظر ردك
    }
friends-add = أضف صديق باسمه
friends-add-prompt = اسم صديقك على هذا السيرفر
friends-request-sent = طلبك راح إلى { $name }: يقبله أو يرفضه.
friends-accounts-only = الأصدقاء للحسابات بس: سجّل دخولك، أو سجّل اسمك.
friends-not-connected = اتصل بسيرفر أول.
friend-offline = { $name } غير متصل
friend-lobby = { $name } متصل، في الصالة
friend-table = { $name } على طاولة، { $free ->
        [0] ما فيها مقعد فاضي
        [one] فيها مقعد فاضي واحد
        [two] فيها مقعدين فاضية
        [few] فيها { $free } مقاعد فاضية
        [many] فيها { $free } مقعدًا فاضيًا
       *[other] فيها { $free } مقعد فاضي
    }
friend-playing = { $name } يلعب صكة
friend-watching = { $name } يتفرج على صكة
friend-came-online = توّه دخل: { $where }
friend-came-offline = { $name } طلع من السيرفر.
friend-came-accepted = صديق جديد: { $where }
friend-request = { $name } يبي يصير صديقك: رد عليه من أصدقائك، { $key }.
friend-request-accept = اقبل { $name } صديق
friend-request-decline = ارفض طلب { $name }
friend-declined = رفضت طلب { $name }.
friend-removed = { $name } ما عاد صديقك.
friend-menu-invite = اعزم { $name } على طاولتي
friend-menu-messages = الرسائل مع { $name }
friend-menu-write = اكتب إلى { $name }
friend-menu-remove = شيل { $name } من أصدقائي
friend-invite-sent = عزيمتك راحت إلى { $name }.
friend-invited = { $name } يعزمك على طاولته: { $accept } تقبل، { $decline } ترفض.
friend-invite-accepted = { $name } قبل عزيمتك.
friend-invite-declined = { $name } رفض عزيمتك.
friend-invite-you-declined = رفضت عزيمة { $name }.
friend-no-invite = ما فيه عزيمة تنتظر ردك.
friend-message = { $name } كتب: { $text }
message-prompt = رسالتك إلى { $name }
message-sent = انرسلت إلى { $name }.
messages-title = الرسائل مع { $name }، الأحدث أول
messages-none = ما فيه رسائل للحين.
messages-older = رسائل أقدم
messages-mine = أنت: { $text }
messages-theirs = { $name }: { $text }
