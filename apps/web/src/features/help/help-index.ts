/** Lobby §2.13: the selected help item comes from query parameter `i`, default 0; anything unusable falls back to 0. */
export function selectedIndex(raw: string | null, count: number): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return 0;
  const index = Number(raw.trim());
  return index < count ? index : 0;
}
