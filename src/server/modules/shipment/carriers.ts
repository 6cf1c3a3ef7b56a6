/**
 * Carriers the shop can link to: a tracking page per carrier, the number put into its URL.
 * Matched on the carrier's name without case, spaces or punctuation ("Fed Ex", "fedex", "FedEx");
 * any other carrier is shown without a link.
 */
const TRACKING_URLS: Record<string, (n: string) => string> = {
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  dhlexpress: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  canadapost: (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${n}`,
  royalmail: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
};

export function trackingUrlOf(carrierName: string, trackingNumber: string): string | null {
  const make = TRACKING_URLS[carrierName.toLowerCase().replace(/[^a-z]/g, '')];
  return make ? make(encodeURIComponent(trackingNumber)) : null;
}
