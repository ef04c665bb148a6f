// A process that claims a data folder and keeps it until it is killed: what a second server
// meets in data-folder-lock.test.ts. Run as `node --import tsx hold-data-folder.ts <folder>`.
import { lockDataFolder } from '../src/db/data-folder-lock';

const folder = process.argv[2];
if (!folder) throw new Error('usage: hold-data-folder.ts <data folder>');
lockDataFolder(folder);
process.stdout.write('held\n');
setInterval(() => {}, 60_000);
