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

/**
 * The id of the `<video>` in the interview pages' shell (decision 0340) whose poster the script sets as soon as the
 * interview answers, in the box the page's video will take; the SPA's copy of the shell keeps what it shows. A video,
 * not an image: its poster then counts as the same paint as the page's video's, not as a smaller one.
 */
export const INTERVIEW_POSTER_ELEMENT_ID = 'early-interview-poster';

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
 * not about to expire, it starts the calls the page's guards and loader make, with the same URLs and token, all at
 * once: the interview, the study, segment or group, and the session's two (`/user`, `/user/clients`). Their client is
 * the one the SPA will most likely pick (SPEC §4): the URL's `client_id`, else the tab's, else the token's home client
 * (`cid`); the SPA takes an answer only for the client it picked, so a wrong guess costs one call, never a wrong answer.
 * When the interview answers, it asks for its poster (the page's largest paint) with a high-priority preload and shows
 * it on the shell's video ({@link INTERVIEW_POSTER_ELEMENT_ID}) when the page has that shell. It keeps
 * each call in {@link EARLY_REQUESTS_GLOBAL}; it never throws, and a failed call only means the SPA makes it itself.
 */
export const EARLY_REQUESTS_SCRIPT = [
  'try{(function(){',
  `var m=${INTERVIEW_PAGE_PATTERN.toString()}.exec(location.pathname),`,
  `t=localStorage.getItem(${JSON.stringify(ACCESS_TOKEN_STORAGE_KEY)}),`,
  `e=window.${EARLY_REQUESTS_GLOBAL}={},j,q,s;`,
  'if(!m||!t)return;',
  'j=JSON.parse(atob(t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/")));',
  // An expired (or unreadable) token is refreshed by the SPA first: a call with it would answer 401.
  `if(!(j.exp-${LIMITS.tokenExpiryMarginSeconds}>Date.now()/1e3))return;`,
  `function g(p){var u=${JSON.stringify(API_BASE)}+p,r=fetch(u,{headers:{Accept:"application/json, application/problem+json",Authorization:"Bearer "+t},credentials:"same-origin"});`,
  'e[u]={token:t,response:r};return r.then(function(a){if(!a.ok)throw a;return a.clone().json()})}',
  'function n(){}',
  'q=new URLSearchParams(location.search).get("client_id");',
  `if(q===null)q=sessionStorage.getItem(${JSON.stringify(ACTIVE_CLIENT_STORAGE_KEY)});`,
  'if(q===null)q=j.cid;',
  's="?client_id="+encodeURIComponent(q);',
  // The interview first (its answer names the poster), then the rest: a phone fetches six files at a time per host.
  // The poster: a high-priority preload (a poster alone is asked for with low priority), shown on the shell's video.
  'g("/v3/interviews/"+m[4]+s).then(function(b){var p=b.data.thumbnail,c,l;if(!p)return;',
  'c=new URL(p,location.href).origin!==location.origin?"anonymous":null;',
  'l=document.createElement("link");l.rel="preload";l.as="image";l.fetchPriority="high";l.href=p;if(c)l.crossOrigin=c;document.head.appendChild(l);',
  `l=document.getElementById(${JSON.stringify(INTERVIEW_POSTER_ELEMENT_ID)});`,
  'if(l){if(c)l.crossOrigin=c;l.poster=p}',
  '}).catch(n);',
  'g("/v3/"+(m[1]?"studies/"+m[1]:m[2]?"segments/"+m[2]:"segment-groups/"+m[3])+s).catch(n);',
  'g("/user").catch(n);g("/user/clients").catch(n)',
  '})()}catch(x){}',
].join('');
