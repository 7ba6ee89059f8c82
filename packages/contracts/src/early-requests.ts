/**
 * The interview page's API calls, started by an inline script in the HTML before any bundle loads (issue 15, decision
 * 0340), zod-free: the web build writes the script into index.html, the API allows exactly this inline script by its
 * hash in the Content-Security-Policy, and the SPA's API client takes each answer once (`apps/web/src/lib/early-requests.ts`).
 */
import { LIMITS } from './limits';
import { ACCESS_TOKEN_STORAGE_KEY } from './page-shell';

/** The `window` property under which the script keeps its calls: request URL → `{ token, response }` (a fetch promise). */
export const EARLY_REQUESTS_GLOBAL = '__insightEarlyRequests';

/** sessionStorage key of the active client id (the SPA's `CLIENT_STORAGE_KEY`; read by the script as the SPA reads it). */
export const ACTIVE_CLIENT_STORAGE_KEY = 'client_id';

/** Where the SPA's API lives (its `VITE_API_BASE_URL` default): the script's URLs must be the SPA's, byte for byte. */
const API_BASE = '/api';

/** An id as a page path carries it (the SPA checks the UUID shape; an odd one here only costs a call the SPA does not take). */
const ID = '([\\da-f-]{36})';

/**
 * The interview pages (`/studies/:study/videos/:interview`, `/study-segments/:segment/interviews/:interview`,
 * `/study-segment-groups/:segmentGroup/interviews/:interview`): groups 1–3 the study, segment or group, 4 the interview.
 */
export const INTERVIEW_PAGE_PATTERN = new RegExp(
  `^/(?:studies/${ID}/videos|study-segments/${ID}/interviews|study-segment-groups/${ID}/interviews)/${ID}/?$`,
  'i',
);

/**
 * The inline script, run in the `<head>` while the HTML is parsed. On an interview page with an access token that is
 * not about to expire, it starts the calls the page's guards and loader make, with the same URLs and token: the
 * session's two (`/user`, `/user/clients`), then, with the active client picked as the SPA picks it (SPEC §4: the
 * URL's or the tab's client_id when the user may act for other clients and has it, else the first of theirs; the
 * user's own client otherwise), the study, segment or group and the interview. When the interview answers, it asks for
 * its poster (the page's largest paint) with a high-priority preload. It keeps each call in
 * {@link EARLY_REQUESTS_GLOBAL}; it never throws, and a failed call only means the SPA makes it itself.
 */
export const EARLY_REQUESTS_SCRIPT = [
  'try{(function(){',
  `var m=${INTERVIEW_PAGE_PATTERN.toString()}.exec(location.pathname),`,
  `t=localStorage.getItem(${JSON.stringify(ACCESS_TOKEN_STORAGE_KEY)}),`,
  `e=window.${EARLY_REQUESTS_GLOBAL}={};`,
  // An expired (or unreadable) token is refreshed by the SPA first: a call with it would answer 401.
  `if(!m||!t||JSON.parse(atob(t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/"))).exp-${LIMITS.tokenExpiryMarginSeconds}<=Date.now()/1e3)return;`,
  `function g(p){var u=${JSON.stringify(API_BASE)}+p,r=fetch(u,{headers:{Accept:"application/json, application/problem+json",Authorization:"Bearer "+t},credentials:"same-origin"});`,
  'e[u]={token:t,response:r};return r.then(function(a){if(!a.ok)throw a;return a.clone().json()})}',
  'Promise.all([g("/user"),g("/user/clients")]).then(function(a){',
  'var u=a[0].data,c=a[1].data,k=u.permissions,q=new URLSearchParams(location.search).get("client_id"),s;',
  `if(q===null)q=sessionStorage.getItem(${JSON.stringify(ACTIVE_CLIENT_STORAGE_KEY)});`,
  's="?client_id="+encodeURIComponent((k.indexOf("access_multiple_clients")<0&&k.indexOf("access_all_clients")<0?u.client:c.filter(function(x){return x.id===q})[0]||c[0]||u.client).id);',
  'g("/v3/"+(m[1]?"studies/"+m[1]:m[2]?"segments/"+m[2]:"segment-groups/"+m[3])+s).catch(function(){});',
  'return g("/v3/interviews/"+m[4]+s)',
  '}).then(function(b){var p=b.data.thumbnail,l;if(p){',
  'l=document.createElement("link");l.rel="preload";l.as="image";l.href=p;l.fetchPriority="high";',
  'if(new URL(p,location.href).origin!==location.origin)l.crossOrigin="anonymous";document.head.appendChild(l)}',
  '}).catch(function(){})',
  '})()}catch(x){}',
].join('');
