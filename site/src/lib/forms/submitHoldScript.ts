/**
 * Put once on every page (the layout does). Until an island hydrates, its form carries
 * `data-hydrating`: a submit then is held here instead of reloading the page with the form in the
 * address, and `useHydratedForm` sends it again once the island runs. Inline, so it works before
 * any module loads; its hash is in the Content-Security-Policy.
 */
export const SUBMIT_HOLD_SCRIPT =
  "document.addEventListener('submit',(event)=>{const form=event.target;if(!(form instanceof HTMLFormElement)||!form.hasAttribute('data-hydrating'))return;event.preventDefault();form.setAttribute('data-submit-held','')},true)"
