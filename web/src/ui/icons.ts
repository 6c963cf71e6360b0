import { Icons, type IconName, type IconPaths } from '@blueprintjs/icons';

/**
 * The icons the screens use, bundled with the app (a few kilobytes) instead of Blueprint's default
 * loader, which fetches every icon's paths of a size (about 80 KB compressed each) on first use.
 * An icon missing from this list still works: it falls back to that default loader.
 */
export const USED_ICONS = [
  'add',
  'calendar',
  'caret-down',
  'caret-right',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'chevron-up',
  'circle',
  'cog',
  'cross',
  'disable',
  'document-open',
  'dollar',
  'double-caret-vertical',
  'double-chevron-left',
  'double-chevron-right',
  'download',
  'duplicate',
  'edit',
  'envelope',
  'error',
  'eye-open',
  'filter',
  'floppy-disk',
  'flow-branch',
  'git-merge',
  'inbox',
  'info-sign',
  'key',
  'lock',
  'log-out',
  'media',
  'more',
  'office',
  'offline',
  'people',
  'person',
  'refresh',
  'search',
  'send-message',
  'share',
  'small-cross',
  'sort-asc',
  'sort-desc',
  'tag',
  'th',
  'tick',
  'tick-circle',
  'time',
  'timeline-bar-chart',
  'trash',
  'warning-sign',
  'wrench',
] as const satisfies readonly IconName[];

// Globs must be literal: the same names as USED_ICONS (a test checks they agree).
const sixteen = import.meta.glob<IconPaths>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{add,calendar,caret-down,caret-right,chevron-down,chevron-left,chevron-right,chevron-up,circle,cog,cross,disable,document-open,dollar,double-caret-vertical,double-chevron-left,double-chevron-right,download,duplicate,edit,envelope,error,eye-open,filter,floppy-disk,flow-branch,git-merge,inbox,info-sign,key,lock,log-out,media,more,office,offline,people,person,refresh,search,send-message,share,small-cross,sort-asc,sort-desc,tag,th,tick,tick-circle,time,timeline-bar-chart,trash,warning-sign,wrench}.js',
  { import: 'default', eager: true },
);
const twenty = import.meta.glob<IconPaths>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{add,calendar,caret-down,caret-right,chevron-down,chevron-left,chevron-right,chevron-up,circle,cog,cross,disable,document-open,dollar,double-caret-vertical,double-chevron-left,double-chevron-right,download,duplicate,edit,envelope,error,eye-open,filter,floppy-disk,flow-branch,git-merge,inbox,info-sign,key,lock,log-out,media,more,office,offline,people,person,refresh,search,send-message,share,small-cross,sort-asc,sort-desc,tag,th,tick,tick-circle,time,timeline-bar-chart,trash,warning-sign,wrench}.js',
  { import: 'default', eager: true },
);

const bundled = new Map<string, IconPaths>();
for (const name of USED_ICONS) {
  for (const [size, set] of [
    [16, sixteen],
    [20, twenty],
  ] as const) {
    const paths = set[`../../../node_modules/@blueprintjs/icons/lib/esm/generated/${size}px/paths/${name}.js`];
    if (paths) bundled.set(`${size}:${name}`, paths);
  }
}

/** Installs the loader: bundled icons at once, any other through Blueprint's split-by-size chunks. */
export const BUNDLED_ICON_COUNT = () => bundled.size;

export function installIconLoader(): void {
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      const paths = bundled.get(`${size}:${name}`);
      if (paths) return paths;
      await Icons.load(name, size, { loader: 'split-by-size' });
      return Icons.getPaths(name, size) ?? [];
    },
  });
}
