import Swiper from 'swiper'
import { A11y, Autoplay, EffectFade, Navigation, Pagination } from 'swiper/modules'

/** Swiper with only the modules the hero uses, loaded as one chunk once the browser is idle. */
export { A11y, Autoplay, EffectFade, Navigation, Pagination, Swiper }
