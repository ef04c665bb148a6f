// The landing page's Sign Off: loaded on the click, so the landing page never loads the data stack.
export { signOwnerOut } from '@portfolio/api-client';
