/**
 * The home's cached data. The public read model (worktree home-blocks) owns the real cache; the block and banner
 * editors call this after every write so the home never shows an edit late. Joined with the real one at merge.
 */
export function invalidateHomeData(): void {}
