// Small stroke icons of the file card (inline SVG, inherit currentColor).
const PATHS = {
  bookmark: 'M6 3h12v18l-6-4-6 4z',
  download: 'M12 3v12m0 0l-5-5m5 5l5-5M4 19h16',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zm10 3a3 3 0 100-6 3 3 0 000 6z',
  share: 'M4 12v7h16v-7M12 3v12M7 8l5-5 5 5',
  edit: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  open: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  upload: 'M12 21V9m0 0l-5 5m5-5l5 5M4 5h16',
  back: 'M15 5l-7 7 7 7',
  flag: 'M5 21V4m0 0h11l-2 4 2 4H5',
  warning: 'M12 3L2 20h20zM12 10v4m0 3v.01',
  collection: 'M3 6h6l2 2h10v11H3zM12 10.5v6m-3-3h6',
  up: 'M6 15l6-6 6 6',
  down: 'M6 9l6 6 6-6',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, filled = false, size = 18 }: { name: IconName; filled?: boolean; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
