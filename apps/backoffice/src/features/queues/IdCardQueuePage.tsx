// SCAFFOLD: replaced by the page's real implementation (issue 37).
export default function IdCardQueuePage() {
  return <section className="bo-page"><h1>IdCardQueuePage</h1></section>;
}
