/**
 * The service worker's registration, inline on every page of a production build (the layout writes it;
 * its hash is in the Content-Security-Policy): a few bytes instead of a module. After the page's load, so
 * the worker's precaching never competes with the page. `updateViaCache: 'none'`: a deployment's new
 * worker is fetched past any HTTP cache on the next navigation.
 */
export const REGISTER_WORKER_SCRIPT =
  "if('serviceWorker'in navigator)addEventListener('load',()=>navigator.serviceWorker.register('/sw.js',{updateViaCache:'none'}).catch(()=>{}))"
