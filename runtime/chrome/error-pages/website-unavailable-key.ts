/** Registry key of the section that draws the 'Website Unavailable' page (sections/system). */
export const WEBSITE_UNAVAILABLE_KEY = 'website-unavailable';
