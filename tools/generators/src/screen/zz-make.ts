import { FsTree, flushChanges } from 'nx/src/generators/tree';
import screenGenerator from './screen-generator';
const dir = process.argv[2]!;
const tree = new FsTree(dir, false);
await screenGenerator(tree, JSON.parse(process.argv[3]!));
flushChanges(dir, tree.listChanges());
