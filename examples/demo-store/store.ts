import { catalogue } from './catalogue/index.ts';
import { commerce } from './commerce/index.ts';
import { content } from './content/index.ts';
import { customerData } from './customers/index.ts';
import type { StoreDatasetInput } from './dataset.ts';
import { layouts } from './layouts.ts';
import { aboutUsPage } from './pages/about-us.ts';
import { blogPostPage } from './pages/blog.ts';
import { cataloguePages } from './pages/catalogue.ts';
import { getInTouchPage, tradeEnquiryPage } from './pages/contact.ts';
import { gatePages } from './pages/gates.ts';
import { contactUsPage, faqPage } from './pages/help.ts';
import { homePage } from './pages/home.ts';
import { privacyPage } from './pages/privacy-policy.ts';
import { productPage } from './pages/product.ts';
import { systemPages } from './pages/system.ts';
import { termsPage } from './pages/terms-and-conditions.ts';
import { plugins } from './plugins.ts';
import { settings } from './settings.ts';
import { storefront } from './storefront.ts';

/**
 * Northwind Outfitters, the demo store: clothing and outdoor gear, selling in INR across India.
 * The reference API seeds an empty database with it.
 */
export const demoStore: StoreDatasetInput = {
  settings,
  storefront,
  plugins,
  layouts,
  pages: [
    homePage,
    aboutUsPage,
    termsPage,
    privacyPage,
    contactUsPage,
    getInTouchPage,
    tradeEnquiryPage,
    faqPage,
    ...systemPages,
    ...gatePages,
    // listing and product templates
    ...cataloguePages,
    productPage,
    blogPostPage,
  ],
  catalogue,
  content,
  customers: customerData,
  commerce,
};
