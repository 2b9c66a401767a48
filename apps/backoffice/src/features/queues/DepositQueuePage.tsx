// SCAFFOLD: replaced by the page's real implementation (issue 37).
export default function DepositQueuePage() {
  return <section className="bo-page"><h1>DepositQueuePage</h1></section>;
}
