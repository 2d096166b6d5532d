// Account building blocks other account sections may use (decision 0009): cards, the loading,
// error and empty states, the Verified badge and dates in the shopper's time zone.
export type { LocalTimeProps } from './LocalTime.tsx';
export { LocalTime } from './LocalTime.tsx';
export {
  Card,
  CardHeader,
  CardNote,
  PanelEmpty,
  PanelError,
  PanelLoading,
  PanelStack,
  TextLink,
  VerifiedBadge,
} from './panel-parts.tsx';
