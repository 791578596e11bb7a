/** The 域鉴 mark: a magnifier over a globe meridian, in the primary cyan. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="14" cy="14" r="10" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M14 4c-3.5 3-3.5 17 0 20M14 4c3.5 3 3.5 17 0 20M4.5 14h19" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M21.5 21.5 29 29" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-primary">
      <LogoMark size={28} />
      <span className="text-xl font-bold tracking-wide text-slate-900">域鉴</span>
    </span>
  );
}
