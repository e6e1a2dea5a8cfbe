// The settings feature's public face: the follow-up call settings and the test text.
export { TestSmsTab } from './components/test-sms-tab';
export { VoiceTab } from './components/voice-tab';
