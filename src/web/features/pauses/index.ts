// The pauses feature's public face: a parent's pause on her card, and setting or ending one.
export { PauseBadge, PauseControls } from './components/pause-status';
