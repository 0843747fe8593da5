"""``baloot-audio admin``: the operator's commands on a server's database (SQLite
or PostgreSQL, the same ``--db`` as ``serve``; they may run while it serves).

    admin ban NAME [--reason TEXT]   the account can no longer log in or come back
    admin unban NAME
    admin reports                    every report, oldest first, with its context
    admin close-report ID            done with that report (its reporter may report again)
    admin delete-account NAME        the account, its login tokens and its blocks go

A ban takes effect at the account's next login or connection (its login tokens
are revoked at once, so a dropped connection does not come back).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
from typing import Optional, TextIO

from ..db.storage import Storage, StorageError, open_storage
from ..wire.names import name_key


async def _account_id(storage: Storage, name: str, out: TextIO) -> Optional[str]:
    found = await storage.find_account(name_key(name))
    if found is None:
        print(f"no account is named {name!r}", file=out)
        return None
    return found.player_id


async def ban(storage: Storage, name: str, reason: Optional[str], out: TextIO) -> int:
    player_id = await _account_id(storage, name, out)
    if player_id is None:
        return 1
    await storage.set_ban(player_id, reason or "banned by the operator")
    await storage.revoke_login_tokens(player_id)
    print(f"{name} is banned", file=out)
    return 0


async def unban(storage: Storage, name: str, out: TextIO) -> int:
    player_id = await _account_id(storage, name, out)
    if player_id is None:
        return 1
    await storage.set_ban(player_id, None)
    print(f"{name} is no longer banned", file=out)
    return 0


async def delete_account(storage: Storage, name: str, out: TextIO) -> int:
    player_id = await _account_id(storage, name, out)
    if player_id is None or not await storage.delete_account(player_id):
        return 1
    await storage.forget_friends(player_id)
    await storage.forget_diwans(player_id)
    print(f"the account {name} is deleted", file=out)
    return 0


async def reports(storage: Storage, out: TextIO) -> int:
    found = await storage.reports()
    for report in found:
        when = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(report.created_at))
        print(f"{when} UTC  [{report.report_id}] {report.reporter_name} ({report.reporter_id}) reported "
              f"{report.reported_name} ({report.reported_id}) at table {report.table_id}: "
              f"{report.reason or '(no reason given)'}", file=out)
        context = json.loads(report.context)
        for line in context.get("chat", []):
            print(f"    chat: {line}", file=out)
        print(f"    seats: {context.get('seats')}; last actions: "
              f"{json.dumps(context.get('actions', []), ensure_ascii=False)}", file=out)
    print(f"{len(found)} report(s)", file=out)
    return 0


async def close_report(storage: Storage, report_id: str, out: TextIO) -> int:
    if not await storage.close_report(report_id):
        print(f"no open report {report_id!r}", file=out)
        return 1
    print(f"the report {report_id} is closed", file=out)
    return 0


async def run(args: argparse.Namespace, out: TextIO) -> int:
    storage = await open_storage(args.db)
    try:
        if args.action == "ban":
            return await ban(storage, args.name, args.reason, out)
        if args.action == "unban":
            return await unban(storage, args.name, out)
        if args.action == "delete-account":
            return await delete_account(storage, args.name, out)
        if args.action == "close-report":
            return await close_report(storage, args.name, out)
        return await reports(storage, out)
    finally:
        await storage.close()


def main(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    try:
        return asyncio.run(run(args, out))
    except StorageError as error:
        print(f"baloot-audio admin: {error}", file=err)
        return 1
