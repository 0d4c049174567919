// The Remix-bound packages' types under nodenext (React 18 only: Remix 2's peer).
import type { PublicEnv } from '@civicbrief/app-server';
import type { ShellData } from '@civicbrief/app-shell';

export type UsedWithRemix = [PublicEnv, ShellData];
