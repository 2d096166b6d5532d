/** The gate pages of spec §2 and the store states that send every route to them (spec §4). */
export const PASSWORD_PATH = '/password-protected';
/** Where every route goes while the store mode is 'Coming Soon'. */
export const COMING_SOON_PATH = '/coming-soon';
/** Where every route goes while the store mode is 'Under Maintenance'. */
export const MAINTENANCE_PATH = '/under-maintenance';

/** Seconds a maintenance answer asks clients and crawlers to wait (`Retry-After`). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 3600;
