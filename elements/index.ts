/**
 * Metadata of every element the library ships: the source for custom-elements.json, the
 * TypeScript tag types and the docs. The loader has its own list of chunk imports
 * (src/loader/tags.ts); a test keeps the two in step.
 */
import { activateButton } from './activate-button/element.ts';
import { askPage } from './ask-page/element.ts';
import { assessmentFlow } from './assessment-flow/element.ts';
import { askWidget } from './ask-widget/element.ts';
import { authorModal } from './author-modal/element.ts';
import { benefitsNav } from './benefits-nav/element.ts';
import { challengeStep } from './challenge-step/element.ts';
import { closeContainer } from './close-container/element.ts';
import { cobrowseLink } from './cobrowse-link/element.ts';
import { dailyPuzzleLink } from './daily-puzzle-link/element.ts';
import { expiryPrompt } from './expiry-prompt/element.ts';
import { leavingSiteModal } from './leaving-site-modal/element.ts';
import { languageSwitcher } from './language-switcher/element.ts';
import { megaMenu } from './mega-menu/element.ts';
import { memberStrip } from './member-strip/element.ts';
import { messageInbox } from './message-inbox/element.ts';
import { myListCount } from './my-list-count/element.ts';
import { offerCard } from './offer-card/element.ts';
import { paywallGate } from './paywall-gate/element.ts';
import { recommendedForYou } from './recommended-for-you/element.ts';
import { programGate } from './program-gate/element.ts';
import { emailVerification } from './email-verification/element.ts';
import { promoBanner } from './promo-banner/element.ts';
import { localOffers } from './local-offers/element.ts';
import { registerWall } from './register-wall/element.ts';
import { researchRail } from './research-rail/element.ts';
import { rewardsCatalog } from './rewards-catalog/element.ts';
import { rewardsExpiring } from './rewards-expiring/element.ts';
import { rewardsGoals } from './rewards-goals/element.ts';
import { rewardsHistory } from './rewards-history/element.ts';
import { rewardsPoints } from './rewards-points/element.ts';
import { rewardsTile } from './rewards-tile/element.ts';
import { savingsTiles } from './savings-tiles/element.ts';
import { savedBenefits } from './saved-benefits/element.ts';
import { searchModal } from './search-modal/element.ts';
import { secretWord } from './secret-word/element.ts';
import { searchBox } from './search-box/element.ts';
import { shareBar } from './share-bar/element.ts';
import { siteHeader } from './site-header/element.ts';
import { stickyAd } from './sticky-ad/element.ts';
import { swatBanner } from './swat-banner/element.ts';
import { tileGallery } from './tile-gallery/element.ts';
import { topSheet } from './top-sheet/element.ts';
import { travelWidget } from './travel-widget/element.ts';
import { upNext } from './up-next/element.ts';

export const elementMetas = [
  cobrowseLink,
  memberStrip,
  askWidget,
  askPage,
  expiryPrompt,
  languageSwitcher,
  megaMenu,
  siteHeader,
  authorModal,
  leavingSiteModal,
  tileGallery,
  paywallGate,
  registerWall,
  searchModal,
  searchBox,
  benefitsNav,
  travelWidget,
  recommendedForYou,
  savingsTiles,
  researchRail,
  shareBar,
  offerCard,
  savedBenefits,
  promoBanner,
  swatBanner,
  stickyAd,
  rewardsPoints,
  rewardsTile,
  closeContainer,
  secretWord,
  rewardsCatalog,
  rewardsExpiring,
  rewardsGoals,
  localOffers,
  rewardsHistory,
  myListCount,
  dailyPuzzleLink,
  upNext,
  topSheet,
  programGate,
  assessmentFlow,
  challengeStep,
  activateButton,
  messageInbox,
  emailVerification,
] as const;
