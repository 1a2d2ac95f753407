export { CHANNEL_SIMULATOR_PATH, channelsUrl, configureChannelsUrl } from "./endpoint.ts";
export { ChannelFailure } from "./http.ts";
export { channelAdapter, createListAtMarketingService, facebookPagesFor } from "./adapters.ts";
export type { ChannelAdapter, ChannelDelivery, ChannelReceipt } from "./types.ts";
export {
  SIMULATED_BAD_TOKEN,
  SIMULATED_FAILURE_MARKER,
  SIMULATED_PAGES,
  channelPostLink,
  channelSimulatorListener,
  startChannelSimulator,
  type RunningChannelSimulator,
} from "./simulator.ts";
