// SCAFFOLD: replaced by the page's real implementation (issue 37).
export default function StaffPage() {
  return <section className="bo-page"><h1>StaffPage</h1></section>;
}
