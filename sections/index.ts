import { imageBanner } from './content/image-banner/index.ts';
import { richText } from './content/rich-text/index.ts';
import { spacer } from './content/spacer/index.ts';

/** Every built-in section, in the order the editor lists them. */
export const builtinSections = [richText, imageBanner, spacer] as const;

export { imageBanner, richText, spacer };
