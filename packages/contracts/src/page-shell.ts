/**
 * The page shell written into the HTML of some signed-in pages at build time (issue 15, decision 0330), zod-free: the
 * web build writes the probe into those pages, the API allows exactly this inline script by its hash in the
 * Content-Security-Policy.
 */

/** localStorage key of the SPA's access token (SPEC §4): its presence is what counts as signed in. */
export const ACCESS_TOKEN_STORAGE_KEY = 'access_token';

/** The attribute the probe sets on `<html>` when no access token is kept: the page then shows the spinner, not the shell. */
export const SIGNED_OUT_ATTRIBUTE = 'data-signed-out';

/**
 * The one inline script of the portal's pages, run in the `<head>` before the first paint: without an access token (or
 * without readable storage) it marks the page signed out, so a signed-out visitor never sees a signed-in page's shell.
 */
export const SIGNED_OUT_PROBE = `try{if(!localStorage.getItem(${JSON.stringify(ACCESS_TOKEN_STORAGE_KEY)}))throw 0}catch(e){document.documentElement.setAttribute(${JSON.stringify(SIGNED_OUT_ATTRIBUTE)},"")}`;
