/** Whether a location is the address book panel, `/account/addresses`. */
export function isAddressesPanel({
  pageType,
  slug,
}: {
  pageType: string | undefined;
  slug: readonly string[];
}): boolean {
  return pageType === 'account' && slug.length === 1 && slug[0] === 'addresses';
}
