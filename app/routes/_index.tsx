export default function Home() {
  return <h1>Sattva</h1>;
}
