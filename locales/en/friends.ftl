## Friends online (baloot_audio/ui/friends.py, friends_screens.py): accounts only

lobby-friends = Friends
friends-title = Friends
friends-none = No friend yet: add one by name.
friends-requests = { $count ->
        [one] One friend request waits for your answer
       *[other] { $count } friend requests wait for your answer
    }
friends-add = Add a friend by name
friends-add-prompt = Your friend's name on this server, then Enter
friends-request-sent = Your request went to { $name }: they accept or decline it.
friends-accounts-only = Friends are for accounts: log in, or register your name.
friends-not-connected = Connect to a server first.
friend-offline = { $name } is offline
friend-lobby = { $name } is online, in the lobby
friend-table = { $name } is at a table, { $free ->
        [0] no seat free
        [one] one seat free
       *[other] { $free } seats free
    }
friend-playing = { $name } is playing a match
friend-watching = { $name } is watching a match
friend-came-online = Online now: { $where }
friend-came-offline = { $name } went offline.
friend-came-accepted = New friend: { $where }
friend-request = { $name } asks to be your friend: answer in your friends, { $key }.
friend-request-accept = Accept { $name } as a friend
friend-request-decline = Decline { $name }'s request
friend-declined = You declined { $name }'s request.
friend-removed = { $name } is no longer your friend.
friend-menu-invite = Invite { $name } to my table
friend-menu-messages = Messages with { $name }
friend-menu-write = Write to { $name }
friend-menu-remove = Remove { $name } from my friends
friend-invite-sent = Your invitation went to { $name }.
friend-invited = { $name } invites you to their table: { $accept } accepts, { $decline } declines.
friend-invite-accepted = { $name } accepts your invitation.
friend-invite-declined = { $name } declines your invitation.
friend-invite-you-declined = You declined { $name }'s invitation.
friend-no-invite = No invitation waits for your answer.
friend-message = { $name } writes: { $text }
message-prompt = Your message to { $name }, then Enter
message-sent = Sent to { $name }.
messages-title = Messages with { $name }, the newest first
messages-none = No message yet.
messages-older = Older messages
messages-mine = You: { $text }
messages-theirs = { $name }: { $text }
