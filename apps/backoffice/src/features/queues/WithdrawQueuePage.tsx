// SCAFFOLD: replaced by the page's real implementation (issue 37).
export default function WithdrawQueuePage() {
  return <section className="bo-page"><h1>WithdrawQueuePage</h1></section>;
}
